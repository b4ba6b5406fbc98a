"""Shared pytest setup: hypothesis profiles for CI and local runs, and the rule systems
installed as the engine's entry point installs them (a test of a shared module alone
would otherwise pass or fail by which test imported the bridge before it)."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

import aftermath.bridge  # noqa: F401 - installs the rule systems' descriptors

settings.register_profile(
    "ci", max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", max_examples=60, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")
