"""Round 861: the explorer's deep-dive written in Amharic: a third site bound "only during the call" ("ጊዜ ብቻ") that a
correction quotes and calls wrong ("... ያልኩት ስሕተት ነው"), a hypothetical config ("መላምታዊ"), sentences ended by "።"."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_sixty_first_amharic_deep_dive_weight_tying.md"

TITLE = "eight-hundred-and-sixty-first-round report (a deep-dive in Amharic)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.fsdp.weight_tying',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'torchtitan.models.llama4.infra.parallelize.apply_fsdp'},
            'upstream.aliases': {'torchtitan.models.qwen3.infra.parallelize.apply_fsdp'},
            'framework.name': frozenset({None, 'torchtitan'}),
        },
        required={
            'feature.id': 'torchtitan.fsdp.weight_tying',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'torchtitan.models.llama4.infra.parallelize.apply_fsdp'},
        },
        nowhere=('qwen3.infra.parallelize.fully_shard', 'enable_fsdp_weight_tying', 'fsdp_tied_group', 'primus_turbo'),
        mentioned=(),
    ),
}
