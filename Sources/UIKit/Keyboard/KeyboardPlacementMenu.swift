import Foundation

/// The menu an iPad's dismiss key opens when held: the places the keyboard can go from
/// where it is ("Tapping and holding the button will bring up options to Undock or Split",
/// Engadget, 2011; Dock, Dock and Merge and Merge from a split keyboard, qiita.com/
/// reikubonaga/items/5df48be2d65838444373; Floating since iPadOS 13, divvun/giellakbd-ios
/// #154). Split only on an iPad that has it. The floating keyboard's Dock stands in for
/// the pinch that docks it on iPadOS, which a mouse cannot make.
///
/// Drawn by the keyboard above its dismiss key; the finger, still down, slides onto an
/// item and lifts to choose it, or lifts elsewhere to close the menu.
struct KeyboardPlacementMenu: Equatable {
  struct Item: Equatable {
    let title: String
    let placement: KeyboardPlacement
    let frame: CGRect
  }

  let items: [Item]
  /// The item under the finger.
  var highlighted: Int?

  /// How long the dismiss key is held before the menu opens: UIKit's default long press
  /// (`UILongPressGestureRecognizer.minimumPressDuration`, 0.5 s).
  static let holdDuration: TimeInterval = 0.5
  /// An item's size (an estimate from iPadOS screenshots).
  static let itemSize = CGSize(width: 170, height: 44)

  /// The menu for a keyboard at `placement`, above `key` (the dismiss key's frame, in the
  /// keyboard's coordinates), its right edge on the key's.
  init(placement: KeyboardPlacement, hasSplit: Bool, above key: CGRect) {
    let choices: [(String, KeyboardPlacement)] =
      switch placement {
      case .docked: [("Undock", .undocked)] + (hasSplit ? [("Split", .split)] : []) + [("Floating", .floating)]
      case .undocked: [("Dock", .docked)] + (hasSplit ? [("Split", .split)] : []) + [("Floating", .floating)]
      case .split: [("Dock and Merge", .docked), ("Merge", .undocked), ("Floating", .floating)]
      case .floating: [("Dock", .docked)]
      }
    let size = Self.itemSize
    let height = CGFloat(choices.count) * size.height
    // Above the key, or below it where there is no room (the floating keyboard's key is on
    // its top bar).
    let top = key.minY - 6 - height >= 0 ? key.minY - 6 - height : key.maxY + 6
    let left = max(0, key.maxX - size.width)
    items = choices.enumerated().map { index, choice in
      Item(
        title: choice.0, placement: choice.1,
        frame: CGRect(x: left, y: top + CGFloat(index) * size.height, width: size.width, height: size.height))
    }
  }

  /// The whole menu's frame.
  var frame: CGRect { items.map(\.frame).reduce(CGRect.null) { $0.union($1) } }

  func item(at point: CGPoint) -> Int? { items.firstIndex { $0.frame.contains(point) } }
}
