"""What the scripts print: the decisions of a Plan as text for people and as JSON for agents."""

from __future__ import annotations

from typing import Any

from ..plan.plan import Plan


def decisions(plan: Plan) -> dict[str, Any]:
    """The Plan's decisions as plain JSON-able data."""
    return {
        "feature": plan.facts.feature.id,
        "framework": plan.facts.framework.name,
        "scaffold": plan.scaffold,
        "port_kind": plan.port_kind,
        "level": plan.level,
        "oracle": {"kind": plan.oracle.kind, "title": plan.oracle.title, "why": plan.oracle.why, "not_this": plan.oracle.not_this},
        "tiers": [
            {
                "name": tier.name,
                "needs_gpu": tier.needs_gpu,
                "device": tier.device_reason,
                "runnable_here": tier.runnable_here,
                "checks": [{"test": c.test, "cases": list(c.params), "what": c.what, "why": c.why} for c in tier.checks],
            }
            for tier in plan.tiers
        ],
        "skip_conditions": skip_conditions(plan),
        "hooks_to_fill": [{"name": h.name, "signature": h.signature, "guidance": list(h.guidance)} for h in plan.required_hooks],
        "questions": [{"field": q.field, "question": q.text} for q in plan.questions],
        "overrides": list(plan.overrides),
        "sites": [{"path": site.path, "role": site.role} for site in plan.sites],
        "sites_note": plan.sites_note,
        "skips_note": plan.skips_note if not skip_conditions(plan) else "",
        "differences_from_primus": list(plan.differences),
        "notes": list(plan.notes),
        "world_size": plan.world_size,
        "parallel_sizes": dict(plan.parallel_sizes),
        "one_process_limits": list(plan.one_process_limits),
        "generated_files": list(plan.files),
        "existing_tests": [{"path": t.path, "before": t.before, "after": t.after} for t in plan.existing_tests],
    }


def skip_conditions(plan: Plan) -> list[dict[str, str]]:
    """Every reason a generated test may skip, with its source."""
    skips = [{"when": f"{c.text} does not hold", "source": c.source} for c in plan.constraints]
    skips += [{"when": f"{r.package} {r.text or ''} not installed".replace("  ", " "), "source": r.source} for r in plan.packages]
    if plan.framework_version:
        skips.append({"when": f"{plan.framework_version.distribution} outside {plan.framework_version.text}", "source": plan.framework_version.source})
    if plan.platform != "any":
        skips.append({"when": plan.platform_skip, "source": plan.platform_source})
    if plan.snr_rules:
        skips.append({"when": "low-precision checks on the CPU", "source": plan.gpu_reason})
    return skips


def format_decisions(plan: Plan) -> str:
    """The decisions as a short text report."""
    lines = [
        f"{plan.facts.feature.id}: {plan.port_kind} ({plan.facts.feature.patch_style}), {plan.facts.framework.name}, {plan.scaffold} scaffold",
        f"oracle: {plan.oracle.title}",
        f"  why: {plan.oracle.why}",
    ]
    if plan.oracle.not_this:
        lines.append(f"  not: {plan.oracle.not_this}")
    for tier in plan.tiers:
        lines.append(f"{tier.name}: {len(tier.checks)} check(s); {tier.device_reason}; runnable here: {tier.runnable_here}")
        for check in tier.checks:
            cases = f" [{', '.join(check.params)}]" if check.params else ""
            lines.append(f"  - {check.test}{cases}: {check.what}")
    lines.append("sites checked: " + (", ".join(f"{s.path} ({s.role})" for s in plan.sites) or plan.sites_note))
    skips = skip_conditions(plan)
    lines.append(f"skip conditions: {len(skips) or plan.skips_note}")
    lines += [f"  - {s['when']} (source: {s['source']})" for s in skips]
    if plan.world_size > 1:
        sizes = ", ".join(f"{dim}={size}" for dim, size in plan.parallel_sizes)
        lines.append(f"processes: {plan.world_size} ({sizes}): torchrun --nproc-per-node={plan.world_size} -m pytest -q")
        lines += [f"  - one process cannot check {line}" for line in plan.one_process_limits]
    if plan.differences:
        lines.append("differences from Primus:")
        lines += [f"  - {line}" for line in plan.differences]
    if plan.notes:
        lines.append("notes:")
        lines += [f"  - {line}" for line in plan.notes]
    lines.append("adapter hooks to fill: " + ", ".join(h.name for h in plan.required_hooks))
    if plan.questions:
        lines.append("questions for the user:")
        lines += [f"  - {q.field}: {q.text}" for q in plan.questions]
    return "\n".join(lines)
