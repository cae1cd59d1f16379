"""An unknown page (issue 36): a browser asking for a page that is not there gets a small HTML
page in the site's style, status 404, with a link to the card room; the API's paths, and any
client that does not ask for HTML, keep the JSON error."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

HTML = {"Accept": "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"}


@pytest.mark.parametrize("path", ["/no-such-page", "/t", "/lobby/", "/static/no-such-file.html",
                                  "/pad/no/such"])
def test_a_browser_gets_a_page(client: TestClient, path: str) -> None:
    response = client.get(path, headers=HTML)
    assert response.status_code == 404
    assert response.headers["content-type"].startswith("text/html")
    body = response.text
    assert '<a href="/"' in body and "card room" in body
    assert '<link rel="stylesheet" href="/static/css/style.css">' in body
    assert "<h1" in body and "not_found" not in body


@pytest.mark.parametrize(("path", "headers"), [
    ("/api/no-such-thing", HTML),                 # the API's paths: JSON whatever is asked
    ("/api/tables/nope", HTML),
    ("/no-such-page", {"Accept": "application/json"}),
    ("/no-such-page", {}),                        # no Accept: a script, not a browser
])
def test_the_api_and_other_clients_keep_the_json_error(client: TestClient, path: str,
                                                       headers: dict[str, str]) -> None:
    response = client.get(path, headers=headers)
    assert response.status_code == 404
    assert response.headers["content-type"].startswith("application/json")
    assert response.json()["error"]["reason"] in ("not_found", "unknown_table")


def test_a_wrong_method_is_still_json(client: TestClient) -> None:
    response = client.post("/no-such-page", headers=HTML)
    assert response.status_code in (404, 405)
    assert response.headers["content-type"].startswith("application/json")
