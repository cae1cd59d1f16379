// @ts-check
// Taking and giving up a place: the join form, "fill the empty places with computer players",
// "leave the table", and the link to share. Each asks the server and says what it answered.

import { ApiError, api, forgetToken, keepToken } from "./api.js";
import { announce, clearNotice, showNotice, showProblem } from "./notice.js";
import { $, input, tableId } from "./page.js";
import { store, tokenChanged, update } from "./store.js";

/**
 * What a call to the server threw, said: the server's refusal with its law, or the error's words
 * (the network down).
 * @param {unknown} thrown
 */
function showThrown(thrown) {
  if (thrown instanceof ApiError) showNotice(thrown.message, thrown.law);
  else showNotice(thrown instanceof Error ? thrown.message : String(thrown), null);
}

/**
 * Wire the seating's controls; `reconnect()` reopens the socket with the token now kept.
 * @param {{reconnect: () => void}} options
 */
export function installSeating({ reconnect }) {
  const path = `/api/tables/${encodeURIComponent(tableId)}`;

  $("join-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const name = input("join-name").value.trim();
    if (!name) return;
    try {
      const joined = await api("POST", `${path}/join`, { body: { name } });
      keepToken(tableId, joined.token);
      update(tokenChanged, joined.token);
      clearNotice();
      reconnect();
    } catch (error) {
      if (error instanceof ApiError && error.reason === "table_full") {
        showProblem("This table is full: you may watch it from here, or open another in the card room.");
        return;
      }
      showThrown(error);
    }
  });

  $("fill").addEventListener("click", async () => {
    try {
      await api("POST", `${path}/fill`, { token: store.state.token });
    } catch (error) {
      showThrown(error);
    }
  });

  $("leave").addEventListener("click", async () => {
    try {
      await api("POST", `${path}/leave`, { token: store.state.token });
    } catch (error) {
      showThrown(error);
      return;
    }
    forgetToken(tableId);
    update(tokenChanged, null);
    reconnect();
  });

  $("share").addEventListener("click", async () => {
    const url = `${location.origin}/t/${encodeURIComponent(tableId)}`;
    try {
      await navigator.clipboard.writeText(url);
      announce(`The table's link is copied: ${url}`, "info");
    } catch {
      announce(`The table's link: ${url}`, "info");
    }
  });

  try {
    const kept = localStorage.getItem("bridgewhist.name");
    if (kept) input("join-name").value = kept;
  } catch {
    /* nothing kept */
  }
}
