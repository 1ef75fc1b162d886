import Foundation

/// The options of a lab command line (the app's flags, the audit's), one at a time:
/// `--name value`, `--name=value`, or a flag alone.
struct CommandLineReader {
  private var rest: ArraySlice<String>
  /// The option's name (`--screen`), without an inline value.
  private(set) var name = ""
  /// The option as given (`--screen=todo`).
  private(set) var argument = ""
  private var inlineValue: String?

  init(_ arguments: [String]) {
    rest = arguments[...]
  }

  /// Moves to the next option; false after the last.
  mutating func next() -> Bool {
    guard let argument = rest.popFirst() else { return false }
    self.argument = argument
    name = argument
    inlineValue = nil
    if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
      name = String(argument[..<equals])
      inlineValue = String(argument[argument.index(after: equals)...])
    }
    return true
  }

  /// The option's value: after `=`, or the next argument (which may not be an option).
  mutating func value() throws(AppFlags.UsageError) -> String {
    if let inlineValue { return inlineValue }
    guard let next = rest.popFirst(), !next.hasPrefix("--") else {
      throw AppFlags.UsageError(description: "\(name) needs a value")
    }
    return next
  }

  /// A flag that takes no value was given one.
  func noValue() throws(AppFlags.UsageError) {
    if inlineValue != nil { throw AppFlags.UsageError(description: "\(name) takes no value") }
  }
}
