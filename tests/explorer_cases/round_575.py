"""Round 575: a Viva Engage (Yammer) thread as the REST API returns it on one line (messages newest first, each body
plain, parsed and rich, a content excerpt cut at 160 characters, references to users): read as each message once,
oldest first, its <br> lines apart; the data and training-log patches and the TE SwiGLU patch in a list of related
patches, a correction, the fork's own variable and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_seventy_fifth_viva_engage_thread_json_sft_attention_mask.md"

TITLE = "five-hundred-and-seventy-fifth-round report (a Viva Engage thread from its API)"
PATCH = "mlperf_llama2_70b.bridge.sft_attention_mask"
SUMMARY = "Cache causal attention masks in GPTSFTDataset for MLPerf steady-state SFT"
SITE = "megatron.bridge.data.datasets.sft.GPTSFTDataset._create_attention_mask"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": frozenset({None, "other"}),
            "upstream.symbols": {SITE},
            "upstream.aliases": set(),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron_bridge/patches/mlperf_llama2_70b/bridge_patches.py"}),
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        # The thread read oldest first, once: the id the excerpt cuts no longer asks for --patch.
        required={"feature.id": PATCH, "feature.summary": SUMMARY, "upstream.symbols": {SITE}},
        # The related patches' sites and variables; the fork's variable; MLPerf's other variable.
        nowhere=("SwiGLUFunction", "ResettableDataIterator", "USE_TE_SWIGLU", "ATTN_MASK_CACHE", "PRIMUS_MLPERF", "training_log"),
        mentioned=("SwiGLUFunction.forward", "USE_TE_SWIGLU"),
    ),
}
