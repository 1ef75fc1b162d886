import Foundation

/// Where a toolbar's items go along its width: 16 points from each side (the system
/// minimum margin of an iPhone's bars), 8 points between two items side by side, a fixed
/// space its width (in place of that gap), and the room left over shared evenly by the
/// flexible spaces. With no flexible space the items stay at the leading side.
struct ToolbarLayout {
  static let sideMargin: CGFloat = 16
  static let itemSpacing: CGFloat = 8

  enum Slot: Equatable {
    /// A button (or custom view) this wide.
    case content(CGFloat)
    /// A fixed space this wide.
    case fixedSpace(CGFloat)
    case flexibleSpace
  }

  /// Each slot's x range, as (minX, width), for a bar `width` wide.
  static func spans(of slots: [Slot], width: CGFloat) -> [(minX: CGFloat, width: CGFloat)] {
    var used = 2 * sideMargin
    var flexibleCount = 0
    for (index, slot) in slots.enumerated() {
      switch slot {
      case .content(let w):
        used += w
        if index > 0, case .content = slots[index - 1] { used += itemSpacing }
      case .fixedSpace(let w): used += w
      case .flexibleSpace: flexibleCount += 1
      }
    }
    let share = flexibleCount > 0 ? max(0, width - used) / CGFloat(flexibleCount) : 0
    var x = sideMargin
    var spans: [(minX: CGFloat, width: CGFloat)] = []
    for (index, slot) in slots.enumerated() {
      let w: CGFloat
      switch slot {
      case .content(let content):
        if index > 0, case .content = slots[index - 1] { x += itemSpacing }
        w = content
      case .fixedSpace(let fixed): w = fixed
      case .flexibleSpace: w = share
      }
      spans.append((x, w))
      x += w
    }
    return spans
  }
}
