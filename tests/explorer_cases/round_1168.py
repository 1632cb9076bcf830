"""Round 1168: an Erlang scheduler module whose EDoc comments (`== Heading ==`, `` `code' `` quotes, `<pre>` blocks,
`@param`, `@deprecated`) carry the findings about `megatron.training.pp_warmup.wrap_train`: a `get_tensor_shapes` site a
correction "to the job_env/1 doc above" takes back, the neighbour `megatron.kimi_k3.pp_tensor_shape` with its sites, a
made-up job file, an "unless", an "if you ever" and a `PRIMUS_PP_WARMUP` variable a deprecation says nothing reads."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_sixty_eighth_erlang_edoc_pp_warmup_wrap_train.md"

TITLE = "one-thousand-one-hundred-and-sixty-eighth-round report (Erlang EDoc comments)"
CASES = {
    f"{REPORT}@megatron.training.pp_warmup.wrap_train": Case(
        allowed={
            "feature.id": "megatron.training.pp_warmup.wrap_train",
            "feature.summary": frozenset(
                {"Wrap train() to run PP warmup before the first train() call when args.pp_warmup is True.", None}
            ),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/pp_warmup_patches.py", None}),
            "upstream.symbols": {"megatron.training.training.train"},
            "enable.flags": {("pp_warmup", True)},
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("torch", None)},
        },
        required={
            "feature.id": "megatron.training.pp_warmup.wrap_train",
            "feature.patch_style": "function_wrapping",
            "enable.phase": "before_train",
            "feature.summary": "Wrap train() to run PP warmup before the first train() call when args.pp_warmup is True.",
        },
        nowhere=(
            "get_tensor_shapes",
            "forward_backward_pipelining_with_interleaving",
            "kimi_k3",
            "PRIMUS_PP_WARMUP",
            "empty_unused_memory_level",
            "pipeline_model_parallel_size",
            "primus_turbo",
            "0.12.0",
        ),
        mentioned=(
            "megatron.core.pipeline_parallel.schedules.get_tensor_shapes",
            "PRIMUS_PP_WARMUP",
            "empty_unused_memory_level",
            "forward_backward_pipelining_with_interleaving",
        ),
    ),
}
