"""Round 63: a Unix man page (NAME, SYNOPSIS, OPTIONS, ENVIRONMENT, CAVEATS, SEE ALSO), whose handler is labelled."""

from __future__ import annotations

from .case import Case

MAN_PAGE_AUX_OUTPUT = "sixty_third_man_page_flex_attention_auxoutput.md"

TITLE = "sixty-third-round report (a man page)"
CASES = {
    MAN_PAGE_AUX_OUTPUT: Case(
        allowed={
            "feature.id": "torchtitan.torch.flex_attention_auxoutput",
            "feature.summary": frozenset({None, "Ensure torch.nn.attention.flex_attention has an AuxOutput symbol"}),
            "framework.name": "torchtitan",
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/flex_attention_patches.py"}),
            "enable.phase": "setup",
        },
        required={
            "feature.id": "torchtitan.torch.flex_attention_auxoutput",
            "enable.phase": "setup",
        },
        nowhere=(
            "patch_torch_flex_attention_auxoutput",  # "Handler: ...": what installs the class, not the class
            "primus_turbo",  # the companion turbo_attention patch's gates, "Not read by this patch"
            "Attention",  # the companion's sites
        ),
        mentioned=(
            "torch.nn.attention.flex_attention",
            "PRIMUS_PATCHES",
            "primus_turbo.use_turbo_attention",
            "torchtitan.models.llama3.model.model.Attention",
        ),
    ),
}
