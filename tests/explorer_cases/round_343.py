"""Round 343: a Gemini capsule's gemlog post in gemtext: link lines, a TL;DR list whose paths stand without code
spans, the patch's id extending the path of the one site it rebinds, a paragraph taken back by the next, a
companion patch in its own section and open questions."""

from __future__ import annotations

from .case import Case
from .names import GET_MODEL_ALLOWED

REPORT = "three_hundred_forty_third_gemtext_page_get_model.md"

TITLE = "three-hundred-and-forty-third-round report (a gemlog post in gemtext)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.training.get_model.disable_second_ddp",
            "feature.summary": frozenset(
                {
                    None,
                    (
                        "Inside the wrapper, torch.cuda.stream is swapped for a function that hands back a do-nothing"
                        " context manager (line 63), then the original get_model is called."
                    ),
                }
            ),
            **GET_MODEL_ALLOWED,
        },
        required={
            "feature.id": "megatron.training.training.get_model.disable_second_ddp",
            # The id extends the site's path: it is the patch's name, and no sign that `get_model` is a module.
            "upstream.symbols": {"megatron.training.training.get_model"},
            # "* Needs: torch and Megatron-LM" in the TL;DR list.
            "requires.packages": {("torch", None)},
        },
        # The companion's sites and gate; the opt-out key as a flag.
        nowhere=("Float16Module'", "use_torch_fsdp2", "('disable_build_model_patches'"),
        mentioned=("disable_build_model_patches", "torch.cuda.stream", "PRIMUS_PATCHES"),
    ),
}
