/**
 * Refuses text a person reads written straight into JSX: words between tags, and string literals given as a
 * child or to an attribute that is read out or shown (label, title, aria-label, placeholder, alt, …). Such
 * text comes from the message catalogs (`<Trans>`, t``, msg``; docs/i18n.md#the-checks). Strings without a
 * letter (punctuation, "·", "×", digits) are not text.
 */
const SHOWN_ATTRIBUTES = /^(label|title|placeholder|alt|hint|caption|heading|legend|summary|description|message|emptyText|aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder)$/;
const hasLetters = (text) => /\p{L}/u.test(text);
// Lingui's JSX macros: the text inside them is the message itself.
const MESSAGE_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);

function insideAMessage(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (at.type === 'JSXElement' && at.openingElement.name.type === 'JSXIdentifier' && MESSAGE_ELEMENTS.has(at.openingElement.name.name)) return true;
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text in JSX comes from the message catalogs (docs/i18n.md)' },
    messages: { literal: 'Text outside the message catalogs: "{{text}}". Use <Trans>, t`…` or msg`…` (docs/i18n.md).' },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    /** A value that ends up on screen: a literal, a template, or either branch of a choice. */
    const check = (node) => {
      if (!node) return;
      switch (node.type) {
        case 'Literal':
          if (typeof node.value === 'string' && hasLetters(node.value)) report(node, node.value);
          return;
        case 'TemplateLiteral': {
          const text = node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
          if (hasLetters(text)) report(node, text);
          return;
        }
        case 'ConditionalExpression':
          check(node.consequent);
          check(node.alternate);
          return;
        case 'LogicalExpression':
          check(node.right);
          return;
      }
    };
    return {
      JSXText(node) {
        if (hasLetters(node.value) && !insideAMessage(node)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if ((node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment') && !insideAMessage(node)) check(node.expression);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXNamespacedName' ? `${node.name.namespace.name}:${node.name.name.name}` : node.name.name;
        if (!SHOWN_ATTRIBUTES.test(name) || !node.value) return;
        if (node.value.type === 'Literal') check(node.value);
        else if (node.value.type === 'JSXExpressionContainer') check(node.value.expression);
      },
    };
  },
};
