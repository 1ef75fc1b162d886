import Foundation
import Testing

@testable import UIKit

/// The layouts per `UIKeyboardType`, from the layout alone. The expected rectangles are
/// worked out by hand: the letter keyboard's metrics as in `KeyboardLayoutTests` (33-point
/// letters and 88-point pane and Return keys at 390 wide), the pads' 6-point insets and
/// gaps, and a pad as tall as the letter keyboard without its predictive bar.
@Suite("Keyboard layouts per keyboard type")
struct KeyboardTypeLayoutTests {
  typealias Key = KeyboardLayout.Key

  func layout(_ type: UIKeyboardType, _ pane: KeyboardLayout.Pane? = nil, device: DeviceProfile = .iPhone14)
    -> KeyboardLayout
  {
    let height = KeyboardStyle(type).height(on: device)
    return KeyboardLayout(
      type: type, pane: pane ?? KeyboardStyle.initialPane(for: type),
      size: CGSize(width: device.size.width, height: height), bottomInset: device.safeAreaInsets.bottom)
  }

  @Test("Each type's style, first pane and height: pads as tall as the letters without their bar")
  func stylesAndHeights() {
    #expect(KeyboardStyle(.default) == .letters(.space))
    #expect(KeyboardStyle(.asciiCapable) == .letters(.space))
    #expect(KeyboardStyle(.namePhonePad) == .letters(.space))
    #expect(KeyboardStyle(.URL) == .letters(.url))
    #expect(KeyboardStyle(.emailAddress) == .letters(.email))
    #expect(KeyboardStyle(.twitter) == .letters(.twitter))
    #expect(KeyboardStyle(.webSearch) == .letters(.webSearch))
    #expect(KeyboardStyle(.numberPad) == .numberPad)
    #expect(KeyboardStyle(.asciiCapableNumberPad) == .numberPad)
    #expect(KeyboardStyle(.decimalPad) == .decimalPad)
    #expect(KeyboardStyle(.phonePad) == .phonePad)
    #expect(KeyboardStyle.initialPane(for: .numbersAndPunctuation) == .numbers)
    #expect(KeyboardStyle.initialPane(for: .default) == .letters)
    #expect(KeyboardStyle.initialPane(for: .namePhonePad) == .letters)
    #expect(KeyboardStyle.initialPane(for: .phonePad) == .digits)
    // iOS's pads: the 375×667 phone's 216, the 390×844 phone's 291 and the 430×932
    // phone's 301, its letter keyboard without the bar.
    #expect(KeyboardStyle.numberPad.height(on: .iPhoneSE) == 216)
    #expect(KeyboardStyle.phonePad.height(on: .iPhone14) == 291)
    #expect(KeyboardStyle.decimalPad.height(on: .iPhone14ProMax) == 301)
    #expect(KeyboardStyle.letters(.url).height(on: .iPhone14) == 291)
    // Turned to landscape, the landscape keyboard without the bar: 181 on the 390×844
    // phone, 162 on the 375×667 one.
    #expect(KeyboardStyle.phonePad.height(on: DeviceProfile.iPhone14.oriented(.landscapeRight)) == 181)
    #expect(KeyboardStyle.numberPad.height(on: DeviceProfile.iPhoneSE.oriented(.landscapeRight)) == 162)
  }

  @Test("Number pad at 390: 122×56.75 keys from (6, 6), the corner empty, no Return, no dismiss")
  func numberPad() {
    let pad = layout(.numberPad)
    // Keys (390 − 2·6 − 2·6) / 3 = 122 wide; (291 − 34 − 2·6 − 3·6) / 4 = 56.75 high, rows
    // 62.75 apart at y 6, 68.75, 131.5, 194.25 (the last ending at 251, 6 above the
    // 34-point band); columns at x 6, 134, 262.
    #expect(pad.keys == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", .backspace])
    #expect(pad.frame(for: "1") == CGRect(x: 6, y: 6, width: 122, height: 56.75))
    #expect(pad.frame(for: "5") == CGRect(x: 134, y: 68.75, width: 122, height: 56.75))
    #expect(pad.frame(for: "9") == CGRect(x: 262, y: 131.5, width: 122, height: 56.75))
    #expect(pad.frame(for: "0") == CGRect(x: 134, y: 194.25, width: 122, height: 56.75))
    #expect(pad.frame(for: .backspace) == CGRect(x: 262, y: 194.25, width: 122, height: 56.75))
    #expect(pad.frame(for: .returnKey) == nil && pad.frame(for: .dismiss) == nil)
    #expect(pad.frame(for: .space) == nil)
    // The empty corner cell (6–128 × 194.25–251) types nothing; the gaps go to the
    // nearest key: x 131 between the corner and "0", y 65 between "2" (to 62.75) and "5".
    #expect(pad.key(at: CGPoint(x: 60, y: 220)) == nil)
    #expect(pad.key(at: CGPoint(x: 131, y: 220)) == "0")
    #expect(pad.key(at: CGPoint(x: 190, y: 65)) == "2")
  }

  @Test("Pads on the small and the widest phone")
  func padsOnOtherPhones() {
    // 375 × 216, no home-indicator band: (375 − 24) / 3 = 117 wide, (216 − 12 − 18) / 4
    // = 46.5 high, the bottom row at 6 + 3 · (46.5 + 6) = 163.5.
    let small = layout(.numberPad, device: .iPhoneSE)
    #expect(small.frame(for: "1") == CGRect(x: 6, y: 6, width: 117, height: 46.5))
    #expect(small.frame(for: "0") == CGRect(x: 129, y: 163.5, width: 117, height: 46.5))
    // 430 × 301 over 34: (301 − 34 − 30) / 4 = 59.25 high, rows 65.25 apart (the third at
    // 136.5, the fourth at 201.75); (430 − 24) / 3 wide.
    let wide = layout(.decimalPad, device: .iPhone14ProMax)
    let width = (430.0 - 24) / 3
    #expect(wide.frame(for: "8") == CGRect(x: 6 + width + 6, y: 136.5, width: width, height: 59.25))
    #expect(wide.frame(for: ".") == CGRect(x: 6, y: 201.75, width: width, height: 59.25))
  }

  @Test("Decimal pad: the decimal separator in the corner; phone pad: +*# there, and its page")
  func decimalAndPhonePads() {
    // The bottom-left cell of `numberPad()`'s 390 × 291 pad.
    let decimal = layout(.decimalPad)
    #expect(decimal.frame(for: ".") == CGRect(x: 6, y: 194.25, width: 122, height: 56.75))
    let phone = layout(.phonePad)
    #expect(phone.frame(for: .symbols) == CGRect(x: 6, y: 194.25, width: 122, height: 56.75))
    #expect(phone.destination(of: .symbols) == .phoneSymbols)
    let symbols = layout(.phonePad, .phoneSymbols)
    #expect(symbols.keys == ["*", "#", "+", "(", ")", "-", ",", ";", "/", .numbers, ".", .backspace])
    #expect(symbols.destination(of: .numbers) == .digits)
  }

  @Test("Name phone pad: letters, and its 123 page is the phone pad under the bar, ABC back")
  func namePhonePad() {
    let letters = layout(.namePhonePad)
    #expect(letters.frame(for: "q") != nil)
    #expect(letters.destination(of: .numbers) == .digits)
    let digits = layout(.namePhonePad, .digits)
    // The letter keyboard's 291 points: the bar's 45, then the pad's 212 above the band.
    #expect(digits.frame(for: .dismiss) == CGRect(x: 343, y: 4, width: 44, height: 37))
    #expect(digits.frame(for: "1") == CGRect(x: 6, y: 51, width: 122, height: 45.5))
    #expect(digits.frame(for: .letters) == CGRect(x: 6, y: 205.5, width: 122, height: 45.5))
    #expect(digits.destination(of: .letters) == .letters)
  }

  @Test("URL: no space bar; \".\", \"/\" and \".com\" share the 196 points between 123 and Return")
  func url() {
    let url = layout(.URL)
    #expect(url.frame(for: .space) == nil)
    // (196 − 2·6) / 3.5 = 52.571… for "." and "/", ".com" 1.5 of that.
    let share = (196.0 - 12) / 3.5
    let dot = url.frame(for: ".")!
    let slash = url.frame(for: "/")!
    let com = url.frame(for: ".com")!
    #expect(dot.minX == 97 && abs(dot.width - share) < 1e-9)
    #expect(abs(slash.minX - (97 + share + 6)) < 1e-9)
    #expect(abs(com.width - 1.5 * share) < 1e-9 && abs(com.maxX - 293) < 1e-9)
    #expect(url.frame(for: .returnKey) == CGRect(x: 299, y: 215, width: 88, height: 42))
    #expect([dot, slash, com].allSatisfy { $0.minY == 215 && $0.height == 42 })
    // The 123 page keeps them.
    #expect(layout(.URL, .numbers).frame(for: ".com") == com)
  }

  @Test("Email, Twitter and web search: a shorter space bar with their keys a letter wide")
  func emailTwitterWebSearch() {
    let email = layout(.emailAddress)
    #expect(email.frame(for: .space) == CGRect(x: 97, y: 215, width: 118, height: 42))
    #expect(email.frame(for: "@") == CGRect(x: 221, y: 215, width: 33, height: 42))
    #expect(email.frame(for: ".") == CGRect(x: 260, y: 215, width: 33, height: 42))
    let twitter = layout(.twitter)
    #expect(twitter.frame(for: "@") == CGRect(x: 221, y: 215, width: 33, height: 42))
    #expect(twitter.frame(for: "#") == CGRect(x: 260, y: 215, width: 33, height: 42))
    let search = layout(.webSearch)
    #expect(search.frame(for: .space) == CGRect(x: 97, y: 215, width: 157, height: 42))
    #expect(search.frame(for: ".") == CGRect(x: 260, y: 215, width: 33, height: 42))
    #expect(layout(.default).frame(for: .space) == CGRect(x: 97, y: 215, width: 196, height: 42))
  }

  @Test("Keys stay inside the keyboard and never overlap, for every type and pane")
  func noOverlaps() {
    let types: [UIKeyboardType] = [
      .default, .URL, .emailAddress, .twitter, .webSearch, .numberPad, .decimalPad, .phonePad, .namePhonePad,
    ]
    for device in DeviceProfile.phones {
      for type in types {
        let panes: [KeyboardLayout.Pane] =
          KeyboardStyle(type).isPad ? [.digits, .phoneSymbols] : [.letters, .numbers, .symbols, .digits]
        for pane in panes {
          let keys = layout(type, pane, device: device)
          let bounds = CGRect(origin: .zero, size: keys.size)
          for (i, a) in keys.keyCaps.enumerated() {
            #expect(bounds.contains(a.frame), "\(type) \(pane) \(a.key)")
            for b in keys.keyCaps[(i + 1)...] {
              #expect(!a.frame.intersects(b.frame), "\(type) \(pane) \(a.key) / \(b.key)")
            }
          }
        }
      }
    }
  }

  @Test("\".com\" keeps its case under shift; letters do not")
  func dotComUnderShift() {
    var state = KeyboardState()
    state.tapShift(at: 1)
    #expect(state.typedText(for: ".com") == ".com")
    #expect(state.typedText(for: "a") == "A")
  }
}
