"""Round 1110: the team's notes as Mercurial's `hg log -v` prints them, newest first: a changeset on the branch of the
neighbour `megatron.pp.dump_pp_data.before_train` that rebinds `get_forward_backward_func`, an older changeset's "It
also rebinds ..." that a newer one takes back (in a history newest first, the claim stands below its correction), a
labelled quoted summary the next line's fields join, a corrected priority and env var."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_tenth_hg_log_dump_pp_data_after_train.md"

TITLE = "one-thousand-one-hundred-and-tenth-round report (a repository's `hg log -v`)"
CASES = {
    f"{REPORT}@megatron.pp.dump_pp_data.after_train": Case(
        allowed={
            'feature.id': 'megatron.pp.dump_pp_data.after_train',
            'feature.summary': frozenset({'Dump pp schedule data to JSON for visualization', None}),
            'feature.patch_style': frozenset({'env_or_lifecycle', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/core/pipeline_parallel/pp_visualizer.py', 'primus/backends/megatron/patches/pp_dump_data_patches.py', None}),
            'enable.flags': {('dump_pp_data', True)},
            'enable.env': {('DUMP_PP_DIR', None)},
            'requires.packages': {('torch', None)},
            'enable.phase': frozenset({'after_train', None}),
        },
        required={
            'feature.id': 'megatron.pp.dump_pp_data.after_train',
            'feature.summary': 'Dump pp schedule data to JSON for visualization',
            'feature.patch_style': 'env_or_lifecycle',
        },
        nowhere=(
            'get_forward_backward_func', 'priority', 'PP_DUMP_DIR', 'before_train', 'schedule_wrapper',
            'forward_step', 'core_r0.12.0', '/scratch',
        ),
        mentioned=(),
    ),
}
