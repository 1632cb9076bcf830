"""Round 279: a Docusaurus MDX page: admonitions, tabs holding a Primus experiment YAML (keys under
``modules.pre_trainer.overrides``) and a command line, a table of tuning keys and their defaults, a key the patch applies
without, and a section on related patches listing their sites."""

from __future__ import annotations

from .case import Case
from .names import FP4_SITES, WEIGHT_DEOSC_LIMITS

REPORT = "two_hundred_seventy_ninth_docusaurus_mdx_weight_deosc.md"

TITLE = "two-hundred-and-seventy-ninth-round report (a Docusaurus MDX page)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.turbo.weight_deosc",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.get_megatron_optimizer"},
            "upstream.aliases": {"megatron.training.training.save_checkpoint", "megatron.training.training.load_checkpoint"},
            "enable.phase": frozenset({None, "before_train"}),
            "enable.flags": {("fp4", True), ("weight_deosc", True), ("enable_primus_turbo", True)},
            "requires.packages": {("primus_turbo", None), ("torch", None), ("megatron-core", None)},
            "constraints": WEIGHT_DEOSC_LIMITS,
        },
        required={"feature.id": "megatron.turbo.weight_deosc", "enable.flags": {("weight_deosc", True)}},
        # The companions' sites; the experiment file's nesting; the tuning keys at their defaults; the key the patch
        # applies without; the site retracted.
        nowhere=(*sorted(FP4_SITES), "Fp4Recipe", "overrides", "use_distributed_optimizer", "megatron.core.optimizer.get_megatron_optimizer"),
        mentioned=("weight_deosc_period", "use_distributed_optimizer"),
    ),
}
