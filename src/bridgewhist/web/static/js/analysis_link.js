// @ts-check
// The way from the table to the analysis board of a finished deal: the link "Analyse this deal"
// at the end of a deal on the felt and in the replay (a four-hand deal: the board is not made for
// Ames's three-hand game). The board opens on its own page; the server analyses only a finished
// deal (web/analysis.py).

/**
 * The analysis board's address for deal `deal` (from 1) of this table (the page's /t/TABLE),
 * of rubber `rubber` (null: the rubber in play).
 * @param {string} tableId @param {number} deal @param {number | null} [rubber]
 */
export function analysisHref(tableId, deal, rubber = null) {
  const query = new URLSearchParams({ deal: String(deal) });
  if (rubber != null) query.set("rubber", String(rubber));
  return `/analysis/${encodeURIComponent(tableId)}?${query}`;
}

/**
 * The link "Analyse this deal", or null off a table's page or for a deal without a number.
 * @param {number | null | undefined} deal @param {number | null} [rubber]
 */
export function analysisLink(deal, rubber = null) {
  const match = /^\/t\/([^/]+)/.exec(location.pathname);
  if (!match || deal == null) return null;
  const link = document.createElement("a");
  link.className = "analyse-link";
  link.href = analysisHref(decodeURIComponent(match[1]), deal, rubber);
  link.textContent = "Analyse this deal";
  return link;
}
