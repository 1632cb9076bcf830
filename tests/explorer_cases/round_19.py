"""Round 19: wiki page in raw HTML.

A wiki page in raw HTML: an Item | Value <table>, a <dl> of settings, a mermaid flowchart, GitHub alert blocks.
"""

from __future__ import annotations

from .case import Case
from .names import CONNECTIONS, CONNECTIONS_SUMMARY

TITLE = "nineteenth-round report (wiki page in raw HTML)"
CASES = {
    CONNECTIONS: Case(
        allowed={
            "feature.id": "megatron.env.cuda_device_max_connections",
            "feature.summary": frozenset({CONNECTIONS_SUMMARY}),
            "feature.patch_style": "env_or_lifecycle",
            "framework.name": "megatron-lm",
            "implementation.primus": frozenset({"primus.backends.megatron.patches.env_patches.set_cuda_device_max_connections"}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/env_patches.py"}),
            "enable.flags": {("disable_env_patches", False)},
            "enable.phase": "setup",
            "requires.platform": "any",
        },
        required={
            "feature.id": "megatron.env.cuda_device_max_connections",
            "feature.summary": CONNECTIONS_SUMMARY,  # a row of a raw HTML table under Item | Value
            "feature.patch_style": "env_or_lifecycle",
            "enable.phase": "setup",
        },
        nowhere=(
            "'8'",  # the value written depends on the FSDP switches
            "'1'",
            "use_torch_fsdp2",  # chooses the value, turns nothing on
            "enable_zb_runtime",  # another module's check
            "train_runtime.py",  # the runtime that passes module_config, in a warning block
            "('disable_env_patches', True)",
        ),
        mentioned=(
            "disable_env_patches",
            "use_torch_fsdp2",
            "CUDA_DEVICE_MAX_CONNECTIONS",
            "enable_zb_runtime",
        ),
    ),
}
