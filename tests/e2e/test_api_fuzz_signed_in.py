"""The API fuzzer signed in as the demo customer (see test_api_fuzz.py, whose helpers it uses): every answer as the
document describes, no server error, and the run's token still signed in at the end (`logout` is left out)."""

from __future__ import annotations

from test_api_fuzz import _fuzz, _me_status, _token


def test_the_api_answers_a_signed_in_customer_fuzzing_as_documented(server, tmp_path):
    token = _token(server)
    assert _me_status(server, token) == 200
    _fuzz(server, tmp_path, "--header", f"Authorization: Bearer {token}", "--exclude-operation-id", "logout")
    assert _me_status(server, token) == 200, "the run stayed signed in throughout"
    assert server.process.poll() is None, f"the server died:\n{server.stderr_tail()}"
