"""The API fuzzer: schemathesis (pinned in requirements.txt) generates requests from the document the server
serves at /api/openapi.json, valid and invalid ones, and checks every answer against the same document.

Two bounded runs against the shared `server`: anonymously (here), and with the bearer token of the demo customer
(test_api_fuzz_signed_in.py: another file, so that the two runs go to two workers at once). Each must end with no
server error (5xx) and no answer the document does not describe (status, content type, headers, body schema). The
seed is fixed, so a failure reproduces with the command in the assertion message. `make test` runs
`API_FUZZ_EXAMPLES` (default 25) cases per operation and phase; `make fuzz-api` runs 200.

Left out: `login`, whose failed attempts lock the client address (every test here shares 127.0.0.1) for 15
minutes; and, signed in, `logout`, which would end the token the run signs in with."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

DEMO_CUSTOMER = "customer@foodly.test"
DEMO_PASSWORD = "Healthy1!"
CHECKS = ",".join([
    "not_a_server_error",
    "status_code_conformance",
    "content_type_conformance",
    "response_headers_conformance",
    "response_schema_conformance",
])
# Cases per operation and phase: about two minutes a run at 25 on the release build beside the other browser tests.
MAX_EXAMPLES = int(os.environ.get("API_FUZZ_EXAMPLES", "25"))
SEED = 20261201
RUN_TIMEOUT_S = 300 * max(1, MAX_EXAMPLES // 25)


# schemathesis's CLI, with the transports it imports lazily (and anyio's lazy importer under them) imported on the
# main thread first: with `--workers 2` both workers otherwise import them at once, and CPython 3.11's compile() in
# two threads can fail with "SystemError: AST constructor recursion depth mismatch", a failure at random.
_CLI = (
    "import sys; import schemathesis.transport.asgi, schemathesis.transport.requests, schemathesis.transport.wsgi; "
    "from schemathesis.cli import schemathesis; sys.argv[0] = 'schemathesis'; sys.exit(schemathesis())"
)


def _schemathesis() -> list[str]:
    return [sys.executable, "-c", _CLI]


def _token(server) -> str:
    body = json.dumps({"email": DEMO_CUSTOMER, "password": DEMO_PASSWORD}).encode()
    request = urllib.request.Request(server.url + "/api/v1/sessions", data=body, method="POST",
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.load(response)["token"]


def _me_status(server, token: str) -> int:
    request = urllib.request.Request(server.url + "/api/v1/me", headers={"Authorization": f"Bearer {token}"})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def _fuzz(server, tmp_path: Path, *extra: str) -> str:
    command = [
        *_schemathesis(), "run", server.url + "/api/openapi.json",
        "--checks", CHECKS,
        "--phases", "examples,coverage,fuzzing",
        "--max-examples", str(MAX_EXAMPLES),
        "--seed", str(SEED),
        "--generation-database", "none",
        "--request-timeout", "10",
        "--workers", "2",
        "--no-color",
        "--exclude-operation-id", "login",
        # How fast Hypothesis makes data is the test machine's load, not the API: on two busy cores the large
        # request bodies (a restaurant's import) can take longer than its health check allows.
        "--suppress-health-check", "too_slow",
        *extra,
    ]
    run = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=RUN_TIMEOUT_S)
    output = run.stdout + run.stderr
    shown = " ".join("Authorization: Bearer …" if part.startswith("Authorization:") else part for part in command)
    assert run.returncode == 0, f"schemathesis found problems ({shown}):\n{output[-12000:]}"
    generated = re.search(r"(\d+) generated", output)
    assert generated and int(generated.group(1)) > 0, f"schemathesis ran no case:\n{output[-4000:]}"
    return output


def test_the_api_answers_anonymous_fuzzing_as_documented(server, tmp_path):
    _fuzz(server, tmp_path)
    assert server.process.poll() is None, f"the server died:\n{server.stderr_tail()}"
