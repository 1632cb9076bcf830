"""Round 182: a forum post in BBCode: the id and the site in `[code]` tags, a "Not this patch" part naming a sibling and a
rejected MaxText method, then a `[quote="..."]` reply that corrects the phase and the flag the docstring names."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_eighty_second_bbcode_forum_model_override.md"

TITLE = "hundred-and-eighty-second-round report (a BBCode forum post)"
SITE = "torchtitan.protocols.train_spec.get_train_spec"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.model_override",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {SITE},
            "upstream.aliases": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/model_override_patches.py"}),
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "torchtitan.model_override", "framework.name": "torchtitan", "upstream.symbols": {SITE}},
        nowhere=(
            "before_train",
            "model_overrides",
            "mock_hf_dataset",
            "load_dataset",
            "mock_data",
            "_prepare_model_overrides",
            "torchtitan.train_spec.get_train_spec",
        ),
        mentioned=(SITE, "params.model"),
    ),
}
