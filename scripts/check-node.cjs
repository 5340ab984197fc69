// Runs first in `npm start` and `npm test`: on a Node older than package.json's `engines`, say which
// version is needed instead of failing later with a syntax or loader error. So it is CommonJS in the
// oldest syntax (var, no arrows, no template strings): any Node can parse it.
'use strict';

var path = require('path');
var fs = require('fs');

function versionParts(text) {
  var match = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(text);
  if (!match) return null;
  return [Number(match[1]), Number(match[2] || 0), Number(match[3] || 0)];
}

/** The line to print when `version` (as process.version) does not satisfy `range` (">=20.19"), or null. */
function nodeVersionProblem(version, range) {
  var needed = versionParts(range);
  var actual = versionParts(version);
  if (!needed || !actual) return null;
  for (var i = 0; i < 3; i += 1) {
    if (actual[i] > needed[i]) return null;
    if (actual[i] < needed[i]) {
      return 'ShopDesk needs Node ' + range.replace(/^\s*>=\s*/, '') + ' or later (package.json "engines": "' + range +
        '"); this is Node ' + version + '. Install a newer Node (https://nodejs.org) and run the command again.';
    }
  }
  return null;
}

function engineRange() {
  var packageJson = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
  return packageJson.engines && packageJson.engines.node;
}

if (require.main === module) {
  var range = engineRange();
  var problem = range ? nodeVersionProblem(process.version, range) : null;
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

module.exports = { nodeVersionProblem: nodeVersionProblem };
