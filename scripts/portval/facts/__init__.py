"""The facts contract: the declared fields, their validation, expressions and version specifiers, and edits to a facts file."""
