import Foundation
import KeyboardLab
import Testing
import UIKit

/// A field that snaps up 260 pt, without animation, the moment it begins editing (its
/// delegate's textFieldDidBeginEditing, run inside the tap), and snaps back when editing
/// ends (inside `endEditing`). A person sees the field 260 pt away in the next frame
/// drawn: a jump (docs/AUDIT.md: "between two frames, an input moves farther than …;
/// checked for every input on screen, on every frame of both passes").
final class SnapOnBeginViewController: UIViewController, UITextFieldDelegate {
  let field = UITextField()
  private var bottomConstraint: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    field.placeholder = "Snap"
    field.borderStyle = .roundedRect
    field.delegate = self
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    bottomConstraint = field.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      bottomConstraint,
      field.heightAnchor.constraint(equalToConstant: 44),
    ])
  }

  func snap(to constant: CGFloat) {
    UIView.performWithoutAnimation {
      bottomConstraint.constant = constant
      view.layoutIfNeeded()
    }
  }

  func textFieldDidBeginEditing(_ textField: UITextField) { snap(to: -280) }
  func textFieldDidEndEditing(_ textField: UITextField) { snap(to: -20) }
}

/// A move the tap itself makes counts in the frames of the tap, in every pass.
@MainActor
@Suite struct AuditJumpInTapTests {
  /// A snap made synchronously by the tap or the dismiss must be seen as a jump in
  /// pass 1 too: its motion's first sample is taken before the tap and before
  /// `endEditing`, not after, where the snap would already be in the baseline.
  @Test func aSnapMadeByTheTapItselfIsAJumpInTheTapAndDismissPhases() {
    let report = KeyboardAudit.run(
      LabScreen("snap") { SnapOnBeginViewController() }, devices: [.iPhone14], orientations: [.portrait],
      measurement: .labFonts)
    let jumps = report.findings(of: .jump)
    #expect(jumps.contains { $0.phase == "sequence" }, "\(report)")
    #expect(jumps.contains { $0.phase == "tap" }, "pass 1 missed the snap at the tap: \(jumps.map(\.phase))")
    #expect(jumps.contains { $0.phase == "dismiss" }, "pass 1 missed the snap at the dismiss: \(jumps.map(\.phase))")
  }
}
