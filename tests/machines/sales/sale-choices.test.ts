import { describe, expect, it } from 'vitest';
import { CHOICES_FAILED_MESSAGE, saleChoicesMachine } from '../../../src/machines/sales/sale-choices.machine';
import { itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions } from '../model-helpers';
import { pathName } from '../common/record-form.model';
import { saleChoicesModel, testableSaleChoicesMachine } from './sale-choices.model';
import { choices } from './sale-form.model';

const assertions: StateAssertions<any> = {
  loading: (check) => {
    expect(check.snapshot.context.error).toBeNull();
    expect(check.invoked.map((actor) => actor.id)).toEqual(['loadChoices']);
  },
  ready: (check) => expect(check.snapshot.context.choices).toEqual(choices),
  failed: (check) => {
    expect(check.snapshot.context.error).toBe(CHOICES_FAILED_MESSAGE);
    expect(check.snapshot.can({ type: 'choices.retry' })).toBe(true);
  },
};

describe('sale choices machine', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertions).sort()).toEqual(leafStatePaths(saleChoicesMachine).sort());
  });
  const paths = saleChoicesModel().getShortestPaths();
  for (const path of paths) {
    it(pathName(path), () => replayPath(testableSaleChoicesMachine, path, assertions));
  }
  itTakesTheRecordedChart('sale-choices', testableSaleChoicesMachine, paths);
});
