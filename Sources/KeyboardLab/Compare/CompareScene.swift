import Foundation
import SDLPlatform
import UIKit

/// The compare mode's window: two or three phones side by side, each drawn from the
/// pixels of its own process in its device frame, and the bar below them. A press on a
/// phone goes to that phone's process, as do its drags and release; typed text and keys
/// go to the phone whose text input was focused last; the bar is a UIKit window of the
/// lab's own runtime.
@MainActor
final class CompareScene: SDLScene {
  let phones: [ComparePhone]
  let bar: UIWindow
  /// The phone the desktop keyboard types into: the one focused last.
  var typingPhone: Int?
  private var pressedPhone: Int?
  private(set) var zoom: CGFloat = 1

  static let margin: CGFloat = 24
  static let barHeight: CGFloat = 260

  init(phones: [ComparePhone], bar: UIWindow) {
    self.phones = phones
    self.bar = bar
  }

  private var phoneSize: CGSize { phones.first?.image?.size ?? phones.first.map { $0.device.size } ?? .zero }
  private var frameWidth: CGFloat { phones.first.map { LabDeviceFrame.width(for: $0.device) } ?? 0 }

  func phoneFrame(_ index: Int) -> CGRect {
    let size = phoneSize
    let step = size.width + 2 * frameWidth + Self.margin
    return CGRect(
      origin: CGPoint(x: Self.margin + frameWidth + CGFloat(index) * step, y: Self.margin + frameWidth), size: size)
  }

  var barFrame: CGRect {
    let size = self.size
    return CGRect(x: 0, y: size.height - Self.barHeight, width: size.width, height: Self.barHeight)
  }

  var size: CGSize { Self.size(phone: phoneSize, frameWidth: frameWidth, phones: phones.count) }

  /// The scene's size for `count` phones of `phone`'s size in frames `frameWidth` wide.
  static func size(phone: CGSize, frameWidth: CGFloat, phones count: Int) -> CGSize {
    let count = CGFloat(count)
    return CGSize(
      width: (margin + count * (phone.width + 2 * frameWidth + margin)).rounded(.up),
      height: (2 * margin + phone.height + 2 * frameWidth + barHeight).rounded(.up))
  }

  func desktopDidResize(to desktop: CGSize) {
    let size = self.size
    guard size.width > 0, size.height > 0 else { return }
    zoom = min(1, desktop.width / size.width, desktop.height / size.height)
  }

  func render(in canvas: Canvas) {
    fitBar()
    canvas.fill(CGRect(origin: .zero, size: size), cornerRadius: 0, color: LabScene.desk)
    for (index, phone) in phones.enumerated() {
      let frame = phoneFrame(index)
      canvas.fill(frame, cornerRadius: 0, color: .white)
      if let image = phone.image, phone.ended == nil {
        canvas.drawImage(image, in: frame)
      } else {
        canvas.drawText(
          "\(phone.screen): \(phone.ended ?? "starting")", at: CGPoint(x: frame.minX + 16, y: frame.midY),
          font: .systemFont(ofSize: 15), color: .secondaryLabel)
      }
      LabDeviceFrame.draw(around: frame, device: phone.device, orientation: .portrait, on: canvas)
      if index == typingPhone {
        canvas.drawText(
          "● typing here", at: CGPoint(x: frame.minX, y: frame.maxY + frameWidth + 2),
          font: .systemFont(ofSize: 11, weight: .semibold), color: .systemBlue)
      }
    }
    let barFrame = self.barFrame
    canvas.saveState()
    canvas.translate(by: barFrame.origin)
    canvas.clip(to: CGRect(origin: .zero, size: barFrame.size))
    bar.render(in: canvas)
    canvas.restoreState()
  }

  /// The bar's screen (and window) takes the bar's size.
  private func fitBar() {
    let size = barFrame.size
    guard bar.screen.device.size != size else { return }
    bar.screen.device = DeviceProfile(
      name: "compare-bar", size: size, scale: 1, safeAreaInsets: .zero, keyboardHeight: 0)
  }

  private func phone(at point: CGPoint) -> Int? {
    phones.indices.first { phoneFrame($0).contains(point) }
  }

  func handlePointer(_ event: SDLPointerEvent, at point: CGPoint) -> Bool {
    switch event {
    case .hover:
      return phone(at: point) != nil
    case .press:
      guard let index = phone(at: point) else { return false }
      pressedPhone = index
      send("down", point, to: index)
    case .drag:
      if let index = pressedPhone { send("move", point, to: index) }
    case .release:
      if let index = pressedPhone { send("up", point, to: index) }
      pressedPhone = nil
    }
    return true
  }

  private func send(_ verb: String, _ point: CGPoint, to index: Int) {
    let origin = phoneFrame(index).origin
    phones[index].send("\(verb) \(point.x - origin.x) \(point.y - origin.y)")
  }

  func handleText(_ text: String) -> Bool {
    guard let index = typingPhone else { return true }
    phones[index].send("text \(text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")")
    return true
  }

  func handleKey(_ key: KeyboardKey, modifiers: KeyModifiers) -> Bool {
    guard let index = typingPhone, let name = Self.name(of: key) else { return true }
    var parts: [String] = []
    if modifiers.contains(.shift) { parts.append("shift") }
    if modifiers.contains(.control) { parts.append("ctrl") }
    phones[index].send("key \((parts + [name]).joined(separator: "+"))")
    return true
  }

  /// The script's name of a key (`Script.parseKey` reads it back in the phone).
  static func name(of key: KeyboardKey) -> String? {
    switch key {
    case .enter: "enter"
    case .tab: "tab"
    case .escape: "escape"
    case .backspace: "backspace"
    case .deleteForward: "delete"
    case .left: "left"
    case .right: "right"
    case .up: "up"
    case .down: "down"
    case .home: "home"
    case .end: "end"
    default: nil
    }
  }

  func window(at point: CGPoint) -> UIWindow? { barFrame.contains(point) ? bar : nil }
  func convert(_ point: CGPoint, to window: UIWindow) -> CGPoint {
    CGPoint(x: point.x - barFrame.minX, y: point.y - barFrame.minY)
  }
  func convert(_ rect: CGRect, from window: UIWindow) -> CGRect { rect.offsetBy(dx: barFrame.minX, dy: barFrame.minY) }
  var keyWindow: UIWindow { bar }
}
