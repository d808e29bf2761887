#!/usr/bin/env node
// Runs DreamTCG's own deck-builder code (github.com/DreamTCG/MLP-DB, `deckbuilder/`) under node,
// to produce the site-format fixtures in tests/fixtures/decks/ and to read our exports back with
// the site's importer. The site's code is NOT part of ponydeck: point SITE at a checkout of it
// (a directory holding deckbuilder/index.html, deckbuilder/modals.js and MLP-DB.json).
//
//   node tools/dreamtcg-reference.js SITE export STARTERS.json OUTDIR
//        writes OUTDIR/<code>_site.txt (the Export box's text) and <code>_site.json (Save deck)
//   node tools/dreamtcg-reference.js SITE read FILE...
//        reads each file with the site's text importer (.txt) or deck loader (.json) and prints
//        what the site then holds: {name, mc, main: [[id, qty]], scene, story: [id|null x4]}
'use strict';
const fs = require('fs');
const path = require('path');
const vm = require('vm');

const [site, command, ...rest] = process.argv.slice(2);
if (!site || !command) {
  console.error('usage: dreamtcg-reference.js SITE export STARTERS.json OUTDIR | SITE read FILE...');
  process.exit(2);
}
const html = fs.readFileSync(path.join(site, 'deckbuilder/index.html'), 'utf8');
const modals = fs.readFileSync(path.join(site, 'deckbuilder/modals.js'), 'utf8');
const library = JSON.parse(fs.readFileSync(path.join(site, 'MLP-DB.json'), 'utf8'));

// The source of one top-level `function NAME(` ... `\n}` of index.html, verbatim.
function functionSource(name) {
  const start = html.indexOf(`function ${name}(`);
  if (start < 0) throw new Error(`index.html has no function ${name}`);
  const end = html.indexOf('\n}', start);
  return html.slice(start, end + 2);
}
function constSource(name) {
  const start = html.indexOf(`const ${name} =`);
  const end = html.indexOf('};', start);
  return html.slice(start, end + 2);
}

const elements = {};
const element = id => (elements[id] = elements[id] || { id, value: '', classList: { add() {}, remove() {}, toggle() {} }, style: {} });
let lastDownload = null;
const context = {
  console,
  setTimeout: f => f(),
  localStorage: { getItem: () => null, setItem() {} },
  navigator: { clipboard: { writeText: () => Promise.resolve() } },
  document: {
    getElementById: element,
    querySelectorAll: () => [],
    addEventListener() {},
    createElement: () => ({ click() { lastDownload = this; } }),
  },
  FileReader: class { readAsText(file) { this.onload({ target: { result: file.text } }); } },
  toast() {},
  renderMC() {}, renderMain() {}, renderScene() {}, renderStory() {}, renderLibrary() {},
  updateSidebar() {}, scheduleAutoSave() {},
  isProxy: () => false,
  _currentDeckId: null,
};
context.window = context;
context.$ = element;
vm.createContext(context);
vm.runInContext(`
  const state = { mc: null, main: [], scene: [], story: [null,null,null,null], library: [], sortAsc: false, mainSortMode: 'rarity' };
  window.state = state;
  var _proxyMode = false;
  function _dt(key) { return key; }
  function _fmt(key) { return key; }
  ${constSource('RARITY_RANK')}
  ${['parseCardData', 'getCardNum', 'baseRarityRank', 'sortMainCards', 'saveDeck', 'loadDeck', '_parseAndLoadDeckText']
    .map(functionSource).join('\n')}
  state.library = parseCardData(${JSON.stringify(library)});
`, context);
vm.runInContext(modals, context);
const state = vm.runInContext('state', context);

function held() {
  return {
    name: element('deck-name').value,
    mc: state.mc ? state.mc.id : null,
    main: state.main.map(c => [c.id, c.qty]),
    scene: state.scene.map(c => [c.id, c.qty]),
    story: state.story.map(c => (c ? c.id : null)),
  };
}

if (command === 'export') {
  const [startersFile, outDir] = rest;
  const starters = JSON.parse(fs.readFileSync(startersFile, 'utf8'));
  const lib = Object.fromEntries(state.library.map(c => [c.id, c]));
  for (const s of starters) {
    const name = `${s.deck} ${s.hero} Starter`;
    element('deck-name').value = name;
    state.mc = { ...lib[s.main_character] };
    state.main = s.main_deck.map(e => ({ ...lib[e.id], qty: e.qty }));
    state.scene = s.scene_deck.map(e => ({ ...lib[e.id], qty: e.qty }));
    state.story = [null, null, null, null];
    for (const id of s.story_deck) {
      const card = lib[id];
      state.story[['I', 'II', 'III', 'IV'].indexOf(card.story_stage)] = { ...card };
    }
    context.openExport();
    const base = path.join(outDir, `${s.deck.toLowerCase()}_site`);
    fs.writeFileSync(`${base}.txt`, element('export-text').value);
    context.saveDeck();
    const json = decodeURIComponent(lastDownload.href.replace(/^data:application\/json,/, ''));
    fs.writeFileSync(`${base}.json`, json);
  }
} else if (command === 'read') {
  const out = {};
  for (const file of rest) {
    const text = fs.readFileSync(file, 'utf8');
    element('deck-name').value = '';
    if (file.endsWith('.json')) context.loadDeck({ files: [{ text }], value: '' });
    else context._parseAndLoadDeckText(text);
    out[path.basename(file)] = held();
  }
  console.log(JSON.stringify(out, null, 1));
} else {
  console.error(`unknown command ${command}`);
  process.exit(2);
}
