"""Config loading, shaped like MaxText's pyconfig: argv plus keyword overrides."""


def initialize(argv: list[str], **overrides: object) -> dict:
    """Parse 'key=value' pairs from argv[1:], then apply overrides; a malformed pair raises ValueError."""
    config: dict[str, object] = {"steps": 10, "learning_rate": 0.1}
    for item in argv[1:]:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise ValueError(f"config entries are key=value, got {item!r}")
        config[key] = type(config.get(key, ""))(value) if key in config else value
    config.update(overrides)
    return config
