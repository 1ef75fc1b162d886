import Foundation
import UIKit

/// What the contact sheet shows of one tapped input: the window as drawn once the
/// keyboard settled, the rectangles to outline, and the case written under it.
struct AuditSettledFrame: Sendable {
  let screen: String
  let device: DeviceProfile
  let orientation: UIInterfaceOrientation
  let keyboard: KeyboardAudit.KeyboardMode
  let input: String
  let size: CGSize
  let commands: [DrawCommand]
  /// The input's rectangle (always outlined) and those of the findings.
  let outlines: [KeyboardAuditFinding.Rect]
  let kinds: [KeyboardAuditFinding.Kind]
}
