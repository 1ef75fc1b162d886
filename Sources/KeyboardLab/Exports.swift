// `import KeyboardLab` gives a user's lab and tests the audit too.
@_exported import KeyboardAudit
