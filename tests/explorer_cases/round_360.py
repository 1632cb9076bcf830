"""Round 360: a quilt patch with a DEP-3 header (a Description of several paragraphs continued on indented lines and
separated by " .", Author, Origin, Bug, Forwarded, Last-Update) over the diff of an in-tree port: the site, two more
sites the next paragraph's correction takes back, the port's own differences, a companion patch and open questions."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_sixtieth_dep3_quilt_patch_attention_backend.md"

SITE = "megatron.core.models.common.language_module.language_module.LanguageModule._set_attention_backend"

TITLE = "three-hundred-and-sixtieth-round report (a quilt patch with a DEP-3 header)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.attention_backend.rocm_safe",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/attention_backend_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "requires.platform": frozenset({None, "rocm"}),
        },
        required={"feature.id": "megatron.attention_backend.rocm_safe", "enable.phase": "before_train", "upstream.sites": {SITE}},
        # The two sites the correction takes back, the port's own branch, the companion's sites.
        nowhere=("GPTModel._set_attention_backend", "MambaModel", "torch.version.hip'", "_chunk_state_bwd_db"),
        mentioned=(SITE, "line 30", "NVTE_FLASH_ATTN"),
    ),
}
