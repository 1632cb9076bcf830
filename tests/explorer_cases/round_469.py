"""Round 469: a Discourse topic as its JSON API returns it: each post's rendered HTML ("cooked") one string, quotes of
other posts, mentions; a way in a later post takes back ("the `params.model_overrides` paragraph is wrong"), a stale
docstring path, a companion patch, the port's own smoke config and a supposed one."""

from __future__ import annotations

from .case import Case
from .names import MODEL_OVERRIDE_DESCRIBED

REPORT = "four_hundred_sixty_ninth_discourse_topic_json_model_override.md"

TITLE = "four-hundred-and-sixty-ninth-round report (a Discourse topic as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            **MODEL_OVERRIDE_DESCRIBED,
            "framework.name": frozenset({None, "torchtitan"}),
            "upstream.symbols": {"torchtitan.protocols.train_spec.get_train_spec"},
            "implementation.primus": frozenset({None, "primus.backends.torchtitan.patches.model_override_patches.patch_torchtitan_model_override"}),
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/model_override_patches.py"}),
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("torchtitan", None)},
        },
        required={
            "feature.id": "torchtitan.model_override",
            "feature.patch_style": "function_wrapping",
            "upstream.sites": {"torchtitan.protocols.train_spec.get_train_spec"},
            "enable.phase": "setup",
        },
        # The retracted way in; the stale path; the companion's gate and sites; the smoke and supposed configs.
        nowhere=("model_overrides", "n_layers", "torchtitan.train_spec", "mock_data", "load_dataset", "PRIMUS_PATCHES", "primus_turbo"),
        mentioned=("get_train_spec", "params.model_overrides", "mock_data", "PRIMUS_PATCHES"),
    ),
}
