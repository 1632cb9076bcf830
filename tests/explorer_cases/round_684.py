"""Round 684: a Confluence page copied from the browser into a ticket field (no blank lines, tables as tab-separated
lines, the breadcrumbs and byline on top): a second site a correction takes back, the FSDP2 passthrough and compile
patches beside it, a supposed switch and env var. Its "On this page" contents head the sections; "to turn the patch off, set
`disable_build_model_patches`: true" is the way out, no flag."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_eighty_fourth_confluence_paste_disable_second_ddp.md"

TITLE = "six-hundred-and-eighty-fourth-round report (a Confluence page pasted as text)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.training.get_model.disable_second_ddp',
            'feature.summary': frozenset({None, 'Primus wraps megatron.training.training.get_model.'}),
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'megatron.training.training.get_model'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/build_model_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.training.training.get_model.disable_second_ddp',
            'upstream.symbols': {'megatron.training.training.get_model'},
            'enable.phase': 'before_train',
            'feature.summary': 'Primus wraps megatron.training.training.get_model.',
        },
        nowhere=(
            "megatron.training.get_model'", 'skip_float16_module', 'Float16Module', 'torch_compile', 'setup_model_and_optimizer',
            'enable_disable_second_ddp', 'PRIMUS_DISABLE_SECOND_DDP', 'torch.cuda.stream',
            "('disable_build_model_patches'",
        ),
        mentioned=('megatron.training.training.get_model',),
    ),
}
