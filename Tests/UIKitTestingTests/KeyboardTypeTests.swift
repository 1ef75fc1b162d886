import Foundation
import Testing
import UIKit
import UIKitTesting

/// A form with one field per keyboard type, at fixed places, and a bar on the keyboard
/// layout guide.
@MainActor
private final class TypedFieldsController: UIViewController {
  let text = UITextField()
  let number = UITextField()
  let phone = UITextField()
  let decimal = UITextField()
  let email = UITextField()
  let url = UITextField()
  let namePhone = UITextField()
  let punctuation = UITextField()
  let bar = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    let fields = [text, number, phone, decimal, email, url, namePhone, punctuation]
    let types: [UIKeyboardType] = [
      .default, .numberPad, .phonePad, .decimalPad, .emailAddress, .URL, .namePhonePad,
      .numbersAndPunctuation,
    ]
    for (i, (field, type)) in zip(fields, types).enumerated() {
      field.keyboardType = type
      field.frame = CGRect(x: 20, y: 80 + CGFloat(i) * 40, width: 300, height: 34)
      view.addSubview(field)
    }
    bar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 44),
      bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
    ])
  }
}

@Suite @MainActor struct KeyboardTypeTests {

  /// The pad's frame on `device`: iOS's letter keyboard without the predictive bar, at
  /// the bottom (216 on 667, 291 on 812 to 874, 301 on 932 and 956).
  func padFrame(_ device: DeviceProfile) -> CGRect {
    let height = device.keyboardHeight
    return CGRect(x: 0, y: device.size.height - height, width: device.size.width, height: height)
  }

  /// The letter keyboard's frame: as the pad's without the bar, the published height with
  /// it (260 on 667, 336 on 812 to 874, 346 on 932 and 956).
  func letterFrame(_ device: DeviceProfile, bar: Bool = false) -> CGRect {
    let height = bar ? device.keyboardHeights.portraitWithBar : device.keyboardHeight
    return CGRect(x: 0, y: device.size.height - height, width: device.size.width, height: height)
  }

  @Test(arguments: DeviceProfile.phones)
  func aNumberPadComesUpAtItsHeightAndTheNotificationsAndTheGuideSaySo(device: DeviceProfile) throws {
    let screen = TypedFieldsController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    let log = tester.recordKeyboardNotifications()
    try tester.tap(screen.number)
    try tester.settle()
    #expect(tester.keyboardFrameOnScreen == padFrame(device))
    #expect(log.shortNames == ["WillChangeFrame", "WillShow", "DidShow", "DidChangeFrame"])
    #expect(log.entries.allSatisfy { $0.endFrame == padFrame(device) })
    // It comes up from below the screen at its own height.
    #expect(log.entries.first?.beginFrame == padFrame(device).offsetBy(dx: 0, dy: padFrame(device).height))
    #expect(tester.frame(of: screen.bar).maxY == padFrame(device).minY)
    // The four rows fill it: "1" 6 points below its top, "0" ending 6 points above the
    // home-indicator band (the screen's bottom on the 375×667 phone).
    #expect(tester.keyboard.keyRect(for: "1")?.minY == padFrame(device).minY + 6)
    #expect(tester.keyboard.keyRect(for: "0")?.maxY == device.size.height - device.safeAreaInsets.bottom - 6)
  }

  @Test(arguments: DeviceProfile.phones)
  func withTheBarOffTheLettersAndThePadsAreOneHeightSoASwitchPostsNothing(device: DeviceProfile) throws {
    let screen = TypedFieldsController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    try tester.tap(screen.text)
    try tester.settle()
    #expect(tester.keyboardFrameOnScreen == letterFrame(device))
    let log = tester.recordKeyboardNotifications()
    try tester.tap(screen.number)
    try tester.settle()
    #expect(log.shortNames == [])
    #expect(tester.keyboardFrameOnScreen == padFrame(device))
  }

  /// With the predictive bar on, the letters are the bar's height taller than a pad, as
  /// on iOS (44 points on 667, 45 on the others).
  @Test(arguments: DeviceProfile.phones)
  func switchingToAFieldOfAnotherHeightAnnouncesTheNewFrameAsAShow(device: DeviceProfile) throws {
    let screen = TypedFieldsController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    tester.keyboard.isPredictiveBarEnabled = true
    try tester.tap(screen.text)
    try tester.settle()
    let log = tester.recordKeyboardNotifications()
    try tester.tap(screen.phone)
    #expect(log.shortNames == ["WillChangeFrame", "WillShow"])
    #expect(
      log.entries.allSatisfy { $0.beginFrame == letterFrame(device, bar: true) && $0.endFrame == padFrame(device) })
    // The guide rides down with the keyboard on every frame of the 0.25 s change.
    for _ in 0..<15 {
      tester.pump()
      let top = try #require(tester.keyboardFrameOnScreen).minY
      #expect(abs(tester.presentedFrame(of: screen.bar).maxY - top) < 0.001)
    }
    try tester.settle()
    #expect(log.shortNames == ["WillChangeFrame", "WillShow", "DidShow", "DidChangeFrame"])
    #expect(tester.keyboardFrameOnScreen == padFrame(device))
    #expect(tester.frame(of: screen.bar).maxY == padFrame(device).minY)
    // Another pad of the same height: nothing to announce (iOS 16).
    log.clear()
    try tester.tap(screen.decimal)
    try tester.settle()
    #expect(log.shortNames == [])
    // Back to letters: taller again.
    try tester.tap(screen.email)
    try tester.settle()
    #expect(log.shortNames == ["WillChangeFrame", "WillShow", "DidShow", "DidChangeFrame"])
    #expect(log.entries.last?.endFrame == letterFrame(device, bar: true))
    #expect(tester.frame(of: screen.bar).maxY == letterFrame(device, bar: true).minY)
  }

  @Test func eachTypeTypesItsOwnCharactersAsAPersonTapsThem() throws {
    let screen = TypedFieldsController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    try tester.tap(screen.number)
    try tester.settle()
    try tester.typeOnKeyboard("4096")
    #expect(screen.number.text == "4096")
    #expect(throws: ScreenTesterError.notOnKeyboard("a")) { try tester.typeOnKeyboard("a") }
    #expect(throws: ScreenTesterError.notOnKeyboard(".")) { try tester.typeOnKeyboard(".") }
    try tester.tapKey(.backspace)
    #expect(screen.number.text == "409")

    try tester.tap(screen.phone)
    try tester.typeOnKeyboard("+1(555)0100")
    #expect(throws: ScreenTesterError.self) { try tester.typeOnKeyboard(" ") }
    #expect(screen.phone.text == "+1(555)0100")

    try tester.tap(screen.decimal)
    try tester.typeOnKeyboard("3.25")
    #expect(screen.decimal.text == "3.25")

    try tester.tap(screen.email)
    try tester.typeOnKeyboard("me@example.com")
    #expect(screen.email.text == "me@example.com")

    try tester.tap(screen.url)
    try tester.typeOnKeyboard("a.b/c")
    #expect(throws: ScreenTesterError.self) { try tester.typeOnKeyboard(" ") }
    try tester.tapKey(".com")
    #expect(screen.url.text == "a.b/c.com")

    try tester.tap(screen.namePhone)
    try tester.typeOnKeyboard("Bo 12")
    #expect(screen.namePhone.text == "Bo 12")
  }

  @Test func numbersAndPunctuationOpensOnThe123PageAndNamePhonePadsDigitsAreThePhonePad() throws {
    let screen = TypedFieldsController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    try tester.tap(screen.punctuation)
    try tester.settle()
    #expect(tester.keyboard.keyboardView.pane == .numbers)
    #expect(tester.keyboardFrameOnScreen == letterFrame(.iPhone14))
    try tester.tapKey("7")
    #expect(screen.punctuation.text == "7")
    try tester.tap(screen.namePhone)
    #expect(tester.keyboard.keyboardView.pane == .letters)
    try tester.tapKey(.numbers)
    #expect(tester.keyboard.keyboardView.pane == .digits)
    // The phone pad inside the letter keyboard: its frame does not change.
    #expect(tester.keyboardFrameOnScreen == letterFrame(.iPhone14))
    #expect(tester.keyboard.keyboardView.visibleKeys.contains(.letters))
    #expect(!tester.keyboard.keyboardView.visibleKeys.contains(.space))
  }

  @Test func theDarkAppearanceDrawsIOSsDarkKeyboard() throws {
    let screen = TypedFieldsController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    screen.text.keyboardAppearance = .dark
    screen.email.keyboardAppearance = .light
    func fills(at rect: CGRect) -> [UIColor] {
      tester.drawCommands().compactMap {
        if case .fill(let r, _, let color, _) = $0, r == rect { return color }
        return nil
      }
    }
    try tester.tap(screen.text)
    try tester.settle()
    let keyboard = try #require(tester.keyboardFrameOnScreen)
    let q = try #require(tester.keyboard.keyRect(for: "q"))
    let backspace = try #require(tester.keyboard.keyRect(for: .backspace))
    // KeyboardKit's dark assets: #2C2C2C panel, #6B6B6B keys, #474747 function keys,
    // white glyphs.
    #expect(fills(at: keyboard).contains(UIColor(hex: 0x2C2C2C)))
    #expect(fills(at: q).contains(UIColor(hex: 0x6B6B6B)))
    #expect(fills(at: backspace).contains(UIColor(hex: 0x474747)))
    #expect(tester.drawnTexts().contains { $0.string.lowercased() == "q" && $0.color == UIColor(hex: 0xFFFFFF) })
    try tester.tap(screen.email)
    tester.pump()
    #expect(fills(at: keyboard).contains(UIColor(hex: 0xD1D3D9)))
    #expect(fills(at: q).contains(UIColor(hex: 0xFFFFFF)))
    #expect(tester.drawnTexts().contains { $0.string.lowercased() == "q" && $0.color == UIColor(hex: 0x000000) })
  }
}
