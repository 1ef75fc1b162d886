import Foundation

/// Horizontal alignment of text in labels, fields and text views, with iOS's raw values
/// (they differ from macOS's, where center and right are swapped).
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  /// Treated as `left`: justification stretches only multi-line paragraphs, which needs
  /// per-word placement the canvas does not offer; iOS also leaves a paragraph's last
  /// line ragged, so single lines look the same.
  case justified = 3
  /// Left for left-to-right text, the only writing direction drawn here.
  case natural = 4

  /// Where a line of `width` starts inside a box of `boxWidth`.
  func lineOffset(width: CGFloat, in boxWidth: CGFloat) -> CGFloat {
    switch self {
    case .left, .justified, .natural: 0
    case .center: (boxWidth - width) / 2
    case .right: boxWidth - width
    }
  }
}
