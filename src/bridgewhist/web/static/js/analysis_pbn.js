// @ts-check
// A PBN deal on the analysis board (/analysis/, no table): the deal is pasted or uploaded as PBN
// written by any program (with its [Play] section) and sent to the server
// (POST /api/analysis/pbn, web/analysis_pbn.py), which reads it as `bridgewhist analyse` reads a
// PBN file; the board drawn is the same as a table's deal. Malformed PBN is refused in one line
// naming what is wrong, shown beside the form.

import { api } from "./api.js";

/**
 * Show and wire the PBN form; `onBoard(board, pbn)` for each deal analysed.
 * @param {{onBoard: (board: AnalysisBoard, pbn: string) => void}} options
 */
export function setupPbn({ onBoard }) {
  const byId = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
  const panel = byId("pbn-panel");
  const form = /** @type {HTMLFormElement} */ (byId("pbn-form"));
  const text = /** @type {HTMLTextAreaElement} */ (byId("pbn-text"));
  const file = /** @type {HTMLInputElement} */ (byId("pbn-file"));
  const deal = /** @type {HTMLInputElement} */ (byId("pbn-deal"));
  const button = /** @type {HTMLButtonElement} */ (byId("pbn-analyse"));
  const error = byId("pbn-error");
  panel.hidden = false;
  byId("analysis-status").textContent = "Paste or upload a PBN deal, then analyse it.";

  /** @param {string} message */
  function refuse(message) {
    error.textContent = message;
    error.hidden = false;
    text.setAttribute("aria-invalid", "true");
    text.focus();
  }

  file.addEventListener("change", async () => {
    const chosen = file.files && file.files[0];
    if (!chosen) return;
    text.value = await chosen.text();
  });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const pbn = text.value;
    if (!pbn.trim()) {
      refuse("Paste a PBN deal first (or upload a .pbn file).");
      return;
    }
    error.hidden = true;
    text.removeAttribute("aria-invalid");
    button.disabled = true;
    byId("analysis-status").textContent = "Analysing the deal (every card, every legal card, double dummy)…";
    try {
      /** @type {{pbn: string, deal?: number}} */
      const body = { pbn };
      if (deal.value) body.deal = Number(deal.value);
      const board = await api("POST", "/api/analysis/pbn", { body });
      onBoard(board, pbn);
      // the form folds away under the board's title; its summary opens it for another deal
      /** @type {HTMLDetailsElement} */ (byId("pbn-details")).open = false;
      byId("pbn-summary").textContent = "Analyse another PBN deal";
      byId("analysis-title").focus();
    } catch (failure) {
      byId("analysis-status").textContent = "";
      refuse(`This PBN cannot be analysed: ${failure instanceof Error && failure.message ? failure.message : failure}`);
    } finally {
      button.disabled = false;
    }
  });
}
