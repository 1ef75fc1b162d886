import Cassowary
import Foundation

/// Auto Layout for one view tree (the window's, on screen): one Cassowary solver, the
/// active constraints of the tree, and the items they position.
///
/// Every item (view or guide) has four solver variables in the root's coordinates.
/// A view whose `translatesAutoresizingMaskIntoConstraints` is true is pinned to its
/// frame by four required constraints; the others get their frame from the solver at
/// each layout pass. A constraint's `constant` is written into the solver in place
/// (`Solver.updateConstant`, a dual-simplex step), never by removing and re-adding:
/// that is what makes a layout pass per animation frame cheap.
@MainActor
final class LayoutEngine {
  weak var root: (any LayoutViewItem)?
  let solver = Solver()

  var entries: [ObjectIdentifier: Entry] = [:]
  var order: [Entry] = []
  var records: [ObjectIdentifier: Record] = [:]
  var nextRecordSerial = 0
  var pendingConstants: [Record] = []
  var pendingIntrinsic: [Entry] = []
  /// Constraints that conflicted with autoresizing pins when activated: tried again at
  /// the next pass (LayoutDeferredConstraints).
  var deferredRecords: [Record] = []
  /// A frame was written by hand or an item changed how it is placed: the next pass
  /// rewrites frames even if no solver value moved.
  var framesInvalidated = false
  var safeAreaPins: [(Constraint, () -> Double)] = []
  /// Each keyboard guide's pins, and its guide (for `usesBottomSafeArea`).
  var keyboardPins: [KeyboardGuidePins] = []
  /// An iPad's lifted keyboard (undocked, split or floating) in root coordinates, where it
  /// is drawn and where its slide ends, for the guides that follow it; nil: docked or
  /// hidden.
  var keyboardLiftedFrame: CGRect?
  var keyboardModelLiftedFrame: CGRect?
  /// The keyboard's top where it is drawn, in root coordinates (nil: hidden).
  var keyboardTopOnScreen: Double?
  /// The keyboard's top edge in root coordinates; nil while it is hidden.
  var keyboardTop: Double?
  /// What the model layout uses: where the keyboard's slide ends (see LayoutPresentation).
  var keyboardModelTop: Double?
  var keyboardModelTopOnScreen: Double?
  /// Constraints whose animated constant may differ from the model's, and what the
  /// presentation solve last drew (see LayoutPresentation).
  var animatedRecords: [Record] = []
  var presentation = PresentationState()

  init(root: any LayoutViewItem) {
    self.root = root
  }

  var hasPendingWork: Bool { !pendingConstants.isEmpty || !pendingIntrinsic.isEmpty || !deferredRecords.isEmpty }

  /// Every active constraint in this engine.
  var activeConstraints: [NSLayoutConstraint] { recordsInOrder.map(\.constraint) }
}
