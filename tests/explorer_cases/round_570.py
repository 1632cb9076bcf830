"""Round 570: a PmWiki page as stored in wiki.d (key=value lines, the page on one line in text= with %0a for its line
breaks, the browser's agent string, and earlier versions as diff: lines): read as the page's current text, decoded;
a config write taken back by item number, a struck version floor, the FP4 patches beside it, a gate of three things
whose first has no value, a formula that looks like a setting and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import DEOSC_SITES, WEIGHT_DEOSC_DESCRIBED, WEIGHT_DEOSC_LIMITS

REPORT = "five_hundred_seventieth_pmwiki_wiki_d_weight_deosc.md"

TITLE = "five-hundred-and-seventieth-round report (a PmWiki page from wiki.d)"
CASES = {
    REPORT: Case(
        allowed={
            **WEIGHT_DEOSC_DESCRIBED,
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": DEOSC_SITES,
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.turbo.deosc_patches.patch_get_megatron_optimizer_weight_deosc"}),
            "implementation.primus_file": frozenset(
                {None, "primus/backends/megatron/patches/turbo/deosc_patches.py", "primus/backends/megatron/core/optimizer/weight_deosc.py"}
            ),
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.core.QuantizedTensor"}),
            # The gate is all three; a part of it is no set of flags that turns the patch on.
            "enable.flags": set(),
            "enable.env": set(),
            "enable.side_effects": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("primus_turbo", None), ("torch", None), ("megatron-core", None)},
            "constraints": {("use_distributed_optimizer", "==", True), ("use_precision_aware_optimizer", "==", False), *WEIGHT_DEOSC_LIMITS},
        },
        # The page's current text: the three sites, the registered description, the limits validate() enforces.
        required={"feature.id": "megatron.turbo.weight_deosc", "upstream.symbols": DEOSC_SITES, "constraints": WEIGHT_DEOSC_LIMITS},
        # The formula's names; the written-back config key; the struck floor; the FP4 patches' sites; the browser's version.
        nowhere=("dist_w", "overlap_param_gather", "0.13", "get_fp4_context", "Fp4Recipe", "126.0", "x86_64"),
        mentioned=("overlap_param_gather", "get_fp4_context", "fp4"),
    ),
}
