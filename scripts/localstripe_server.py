"""Runs localstripe's own server on 127.0.0.1 only (its command listens on every interface) and keeps its state in
memory for the life of the process (its command writes every change to /tmp/localstripe.pickle, which two servers
at once would share). Lists payments newest first, as Stripe does (localstripe lists them in the order they were
made, so a search of the first page, as Foodly's for a payment whose answer was lost, would see only the oldest).
Usage: python localstripe_server.py PORT"""

import sys

from aiohttp import web

import localstripe.resources
from localstripe.resources import PaymentIntent
from localstripe.server import app

localstripe.resources.Store.dump_to_disk = lambda self: None


def _newest_first(cls, url, limit=None, starting_after=None, **kwargs):
    listed = super(PaymentIntent, cls)._api_list_all(url, limit, starting_after, **kwargs)
    listed._list.reverse()
    return listed


PaymentIntent._api_list_all = classmethod(_newest_first)
web.run_app(app, host="127.0.0.1", port=int(sys.argv[1]), print=None, access_log=None)
