"""Runs localstripe's own server on 127.0.0.1 only (its command listens on every interface) and keeps its state in
memory for the life of the process (its command writes every change to /tmp/localstripe.pickle, which two servers
at once would share). Usage: python localstripe_server.py PORT"""

import sys

from aiohttp import web

import localstripe.resources
from localstripe.server import app

localstripe.resources.Store.dump_to_disk = lambda self: None
web.run_app(app, host="127.0.0.1", port=int(sys.argv[1]), print=None, access_log=None)
