import UIKit

/// A view that counts what UIKit sends it of a touch.
final class TouchRecorder: UIView {
  var events: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("began") }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    if events.last != "moved" { events.append("moved") }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("ended") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("cancelled") }
}
