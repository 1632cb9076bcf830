"""Round 1089: the source of a Tiki Wiki CMS page: "!!" headings, -+names+-, "||__Item__|__Value__" tables a row a line,
{CODE()} blocks, {REMARKSBOX} boxes, a struck --build_args-- phase, the gate "`eval_iters > 0` or `full_validation` is
true, AND `eval_interval > 0`" (one flag of an "or" is no flag) and a table of neighbours gated by `PRIMUS_MLPERF=1` and
`eval_iters > 0`."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_eighty_ninth_tiki_wiki_page_training_evaluate.md"

TITLE = "one-thousand-and-eighty-ninth-round report (a Tiki Wiki page's source)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.evaluate',
            'feature.summary': frozenset({"Swaps Megatron's eval loop for the Primus one.", 'Monkey patch evaluate to support Primus-provided evaluate.', None}),
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.training.training.evaluate'},
            'implementation.primus': frozenset({'primus.backends.megatron.training.evaluator.primus_evaluate', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/evaluate_patches.py', 'primus/backends/megatron/training/evaluator.py', None}),
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.training.evaluate',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.training.training.evaluate'},
            'implementation.primus': 'primus.backends.megatron.training.evaluator.primus_evaluate',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'full_validation', 'eval_iters', 'eval_interval', 'evaluate_and_print_results', 'PRIMUS_MLPERF',
            'mlperf', 'build_args', 'my_trainer', 'enable_cuda_graph', 'exit_duration_in_mins',
        ),
        mentioned=(),
    ),
}
