"""Round 183: a wiki page in Turkish: "Primus-Turbo ‖ çağrılmıyor" (not called) in a table row, a phase retracted, the
gate's conditions (`eval_iters > 0`, `eval_interval > 0`) in words, and two mlperf patches named as not this one."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_eighty_third_turkish_wiki_evaluate.md"

TITLE = "hundred-and-eighty-third-round report (a Turkish wiki page)"
SITE = "megatron.training.training.evaluate"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.evaluate",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "upstream.aliases": {SITE},
            "implementation.primus": frozenset({None, "primus.backends.megatron.training.evaluator.primus_evaluate"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/training/evaluator.py"}),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.training.evaluate", "framework.name": "megatron-lm", "upstream.symbols": {SITE}},
        nowhere=("primus_turbo", "build_args", "mlperf", "PRIMUS_PATCHES", "FullCudaGraphWrapper", "empty_cache"),
        mentioned=(SITE, "eval_interval", "eval_iters"),
    ),
}
