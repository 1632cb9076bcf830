"""Round 225: a DokuWiki page: "======" headings, a "^ What ^ Where / value ^" table, ''quoted'' names, a
<code python> block, a table of sites whose later rows hold only under a condition and whose last row is struck, a
<WRAP> box opened by "**Not this patch's.**" naming four sibling patches and their sites, a flags tensor built on
`device="cuda"`, an assert quoted at its line of code, and a phase corrected at the end."""

from __future__ import annotations

from .case import Case
from .names import BRIDGE_DATA, BRIDGE_DATA_SITES

REPORT = "two_hundred_twenty_fifth_dokuwiki_page_bridge_lora.md"

TITLE = "two-hundred-and-twenty-fifth-round report (a DokuWiki page)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": BRIDGE_DATA,
            "feature.summary": frozenset({None, "MLPerf data/eval/sampler overrides for Megatron-Bridge"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "upstream.symbols": BRIDGE_DATA_SITES,
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", None)},
        },
        required={"feature.id": BRIDGE_DATA, "upstream.symbols": {"megatron.bridge.peft.lora.LoRA"}},
        # The siblings' sites and variables; a tensor's device; the assert's local name; the phase the table mis-cites.
        nowhere=("get_fp4_recipe", "SwiGLUFunction", "USE_TE_SWIGLU", "device", "dl_type", "setup", "TEFusedLoRALinear"),
        mentioned=("megatron.bridge.training.eval.evaluate", "dl_type", "is_llama2_70b_mlperf"),
    ),
}
