"""What every stage shares: the command-line conventions, the error types, escaping for each output, safe reads."""
