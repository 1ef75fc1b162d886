import Foundation
import UIKit

/// ScrollInsetFormViewController with its fields edge to edge across the safe area
/// (no side inset), as a settings list built from a scroll view: the scroll view's
/// indicator, which the scroll to the field flashes, runs down the right edge over the
/// fields. An indicator is a thin bar that fades once the scroll stops; the field stays
/// visible under it.
///
/// Expected: as the inset version, nothing; not `covered`.
final class ScrollInsetEdgeToEdgeViewController: ScrollInsetFormViewController {
  override var sideInset: CGFloat { 0 }
}
