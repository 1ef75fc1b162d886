import Foundation

/// Text inputs that know where their caret is, in their bounds coordinates.
@MainActor
protocol CaretReporting {
  var caretRectIgnoringBlink: CGRect { get }
}
