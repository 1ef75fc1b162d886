import UIKit

/// Stands in for the logo when no image is registered under "logo" (headless tests, or
/// an app run without Assets/Images/logo.png): an app-icon-like blue rounded square with
/// a white keyboard drawn on it, the size the logo would have.
final class LoginLogoPlaceholderView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  convenience init() {
    self.init(frame: .zero)
  }

  override func draw(in canvas: Canvas) {
    let bounds = CGRect(origin: .zero, size: self.bounds.size)
    guard bounds.width > 0, bounds.height > 0 else { return }
    canvas.fill(bounds, cornerRadius: min(bounds.width, bounds.height) * 0.22, color: .systemBlue)

    // The keyboard: a white body with three rows of blue keys and a space bar.
    let body = CGRect(
      x: bounds.width * 0.16, y: bounds.height * 0.3, width: bounds.width * 0.68, height: bounds.height * 0.4)
    canvas.fill(body, cornerRadius: body.height * 0.12, color: .white)
    let inset = body.width * 0.06
    let columns = 6
    let gap = body.width * 0.025
    let keyWidth = (body.width - 2 * inset - CGFloat(columns - 1) * gap) / CGFloat(columns)
    let keyHeight = (body.height - 2 * inset - 3 * gap) / 4
    for row in 0..<3 {
      for column in 0..<columns {
        let key = CGRect(
          x: body.minX + inset + CGFloat(column) * (keyWidth + gap),
          y: body.minY + inset + CGFloat(row) * (keyHeight + gap), width: keyWidth, height: keyHeight)
        canvas.fill(key, cornerRadius: keyHeight * 0.2, color: .systemBlue)
      }
    }
    let space = CGRect(
      x: body.minX + inset + keyWidth + gap, y: body.minY + inset + 3 * (keyHeight + gap),
      width: body.width - 2 * inset - 2 * (keyWidth + gap), height: keyHeight)
    canvas.fill(space, cornerRadius: keyHeight * 0.2, color: .systemBlue)
  }
}
