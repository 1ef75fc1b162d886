import Foundation

extension CGRect {
  /// Foundation's `==`, inlined. That one is not inlinable on Linux: a call into the
  /// library (two, with its specialisation) to compare four numbers, and a layout pass
  /// compares two rectangles per item it moves. Like it, this compares the standardized
  /// rectangles, so a negative size equals its positive counterpart.
  @inline(__always)
  func equals(_ other: CGRect) -> Bool {
    let a = standardized
    let b = other.standardized
    return a.origin.x == b.origin.x && a.origin.y == b.origin.y && a.size.width == b.size.width
      && a.size.height == b.size.height
  }
}
