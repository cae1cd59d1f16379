// @ts-check
// The player's settings, kept in this browser (localStorage): the size of the cards, the suits'
// colours, the pace of the computer players (js/pace.js) and a soft sound for a card played and
// a trick won (made with the Web Audio API: no sound file). The panel is a dialog opened by the
// "Settings" button in the header (reachable by Tab; Escape closes it).

import { byId, byIdOf } from "./dom.js";
import { store, update, wired } from "./store.js";

/** @typedef {"cards" | "suits" | "sound"} Setting one of the player's choices */
/** The choices picked with radio buttons in the dialog (the sound is a checkbox). */
const PICKED = /** @type {const} */ (["cards", "suits"]);

const KEYS = {
  cards: "bridgewhist.cards",
  suits: "bridgewhist.suits",
  sound: "bridgewhist.sound",
  pace: "bridgewhist.pace",
};
const CHOICES = {
  cards: ["normal", "large", "largest"],
  suits: ["four", "two", "safe"],
  sound: ["off", "on"],
};

/** The choice kept in this browser, else the first. @param {Setting} name */
function kept(name) {
  try {
    const value = localStorage.getItem(KEYS[name]);
    if (value && CHOICES[name].includes(value)) return value;
  } catch {
    /* nothing kept */
  }
  return CHOICES[name][0];
}

/** @param {Setting} name @param {string} value */
function keep(name, value) {
  try {
    localStorage.setItem(KEYS[name], value);
  } catch {
    /* the choice lasts as long as the page */
  }
}

/** The settings now: { cards, suits, sound }. */
export function settings() {
  return { cards: kept("cards"), suits: kept("suits"), sound: kept("sound") };
}

function apply() {
  const now = settings();
  document.body.dataset.cards = now.cards;
  document.body.dataset.suits = now.suits;
  document.body.dataset.sound = now.sound;
}

// -- sound ------------------------------------------------------------------------------
/** The page's audio context (kept in the store), made on first use; null where there is none.
 * @returns {AudioContext | null} */
function context() {
  if (!store.state.audio) {
    const Context = window.AudioContext || /** @type {any} */ (window).webkitAudioContext;
    if (!Context) return null;
    try {
      update(wired, { audio: new Context() });
    } catch {
      return null;   // no sound here: the table goes on
    }
  }
  const audio = store.state.audio;
  if (audio && audio.state === "suspended") audio.resume();
  return audio;
}

/** A soft tone: `notes` are [frequency, start, length] in Hz and seconds.
 * @param {[number, number, number][]} notes
 * @param {number} volume */
function tone(notes, volume) {
  const ctx = context();
  if (!ctx) return;
  for (const [frequency, start, length] of notes) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    const at = ctx.currentTime + start;
    osc.type = "sine";
    osc.frequency.setValueAtTime(frequency, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(volume, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + length + 0.02);
  }
}

/** The sound of an event of the table (a card played, a trick won), when sound is on.
 * @param {string | undefined} kind */
export function soundFor(kind) {
  if (kept("sound") !== "on") return null;
  if (kind === "play") {
    tone([[520, 0, 0.09]], 0.05);
    return "card";
  }
  if (kind === "trick") {
    tone([[660, 0, 0.14], [880, 0.11, 0.2]], 0.04);
    return "trick";
  }
  return null;
}

/** Wire the settings dialog; the pace's select is `#pace` (js/pace.js reads it from storage). */
export function installSettings() {
  apply();
  const dialog = byIdOf("settings-dialog", HTMLDialogElement);
  const open = byId("settings-open");
  open.addEventListener("click", () => {
    for (const name of PICKED) {
      const chosen = /** @type {HTMLInputElement | null} */ (dialog.querySelector(`input[name="${name}"][value="${kept(name)}"]`));
      if (chosen) chosen.checked = true;
    }
    byIdOf("sound", HTMLInputElement).checked = kept("sound") === "on";
    dialog.showModal();
    const first = /** @type {HTMLElement | null} */ (dialog.querySelector("input:checked") || dialog.querySelector("input, select"));
    if (first) first.focus();
  });
  byId("settings-close").addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", () => open.focus());
  for (const name of PICKED) {
    for (const input of /** @type {NodeListOf<HTMLInputElement>} */ (dialog.querySelectorAll(`input[name="${name}"]`))) {
      input.addEventListener("change", () => {
        keep(name, input.value);
        apply();
      });
    }
  }
  const sound = /** @type {HTMLInputElement} */ (document.getElementById("sound"));
  sound.addEventListener("change", () => {
    keep("sound", sound.checked ? "on" : "off");
    apply();
    if (sound.checked) tone([[520, 0, 0.09]], 0.05);   // a gesture: the browser allows sound now
  });
  document.addEventListener("bw:event", (event) => {
    const played = soundFor(event.detail.kind);
    if (played) document.body.dataset.lastSound = played;
  });
}
