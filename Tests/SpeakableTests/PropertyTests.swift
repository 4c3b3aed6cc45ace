import Foundation
import Testing
import Speakable

/// Properties over generated strings: no crash, placeholders kept, idempotence, text outside
/// entities kept exactly. The generator is seeded: a failure names its seed and case number and
/// reproduces on every run.
@Suite struct PropertyTests {
    static let casesPerLocale = 3_000

    @Test(arguments: ["fr", "en", "ru"])
    func generatedStringsKeepTheInvariants(locale: String) {
        var generator = UIStringGenerator(seed: 0x5EED_0000 ^ UInt64(locale.unicodeScalars.reduce(0) { $0 &* 31 &+ $1.value }))
        var failures: [String] = []
        for index in 0..<Self.casesPerLocale {
            let input = generator.next()
            guard let failure = PropertyCheck.failure(of: input, locale: locale) else { continue }
            failures.append("#\(index) \(failure)")
        }
        #expect(failures.isEmpty, "\(failures.count) of \(Self.casesPerLocale) cases fail, first: \(failures.prefix(5).joined(separator: "\n"))")
    }

    /// Invariant breaks these properties found, fixed in the normalizer: regression tests.
    @Test(arguments: [
        ("fr", "%₽ 6304551"),         // was "%six millions ... roubles": "%s" became a placeholder
        ("en", "%-85 km"),            // was "%-eighty-five kilometers": "%-e" became a placeholder
        ("en", "%027.722 page"),      // was "%027.seven hundred ...": "%027.s"
        ("fr", "7."),                 // was "sept." -> "septembre.": not idempotent
        ("fr", "Sortie sur la D90+4"),  // was "D90+quatre" -> "D quatre-vingt-dix+quatre": a code's digits after "+"
        ("en", "8Ste 7A-\u{07}1"),       // was "seven A-" -> "seven A minus": a grade's minus after a code's number word
        ("ru", "Трасса M4+2"),
        ("ru", "X\nV тур"),              // was "X\nпятый тур" -> "десятый\nпятый тур": an ordinal's word is no adjective
        ("ru", "X V тур"),
        ("fr", "Abonnés 6 : 12k"),      // was "six : 12k" -> "six : douze mille": a number's word is no label
        ("en", "Followers 6: 12k"),
        ("ru", "Подписчики 6: 12k"),
        ("en", "'3/14 9M"),             // was "three fourteenths 9M" -> "... nine million": a fraction's word is no label
        ("fr", "3/14 9M"),
        ("ru", "3/14 9M"),
        ("fr", "J'ai sept. Ok"),
        ("en", "Dr. Dr. is"),         // was "Doctor Dr. is" -> "Doctor Drive is": a title is no street name
        ("fr", "8-9,7h41"),           // was "huit-9,7h41" -> "huit-9,sept heures ...": part of a code read
        ("fr", "1/10er avril"),       // was "un/10er avril" -> "un/dix avril": "10er" is no day
        ("en", "5-10x faster"),
        ("ru", "COVID-19,5ч"),
        ("en", "1 Mulholland Dr.EpisodesMulholland Dr.Episodes"),   // the period glued to a word ended no sentence
        ("fr", "01 %.2x %*2"),                                        // was "%*deux": "%*d" a new placeholder
        ("ru", "%*5 мин"),
        ("en", "552%#@2mi"),                                          // "%#@" not closed is still a printf object
        ("fr", "1 %#@minuin#es"),
        ("ru", "-6-2%#@m 06-1"),
        ("en", "1°C XX cen"),                                         // "Celsius" is no name before a regnal number
        ("fr", "J'ai 7. 29 ans"),                                     // "sept." before a day is no month
        ("fr", "1 1Mᵐᵉ Marᵐ1*7. 29/9/0YY/2150"),
        ("ru", "(GMT-04:05(U:00)&GMT-14:05(GM go5"),                    // a negative offset with minutes
        ("en", "; ptheBananas 00410-2XX cen0 c$0s.9/6lb"),            // "0s.9" read as "seconds.9" would be
        ("fr", "Appelez le 06 1 22 Ressen33 7.\u{0}9."),              // "33" glued to a word is no day
        ("ru", "(GMT-04:00(GMT-40:00) Н0"),                           // no offset: kept whole
        ("en", "%@ 1470575👍 x5 888\u{0301}16.614"),                  // "x5" read from its digits alone
        ("en", "$Smith Dr.ith Dr.lSte"),                              // an abbreviation glued to a word stays
        ("fr", "818,le%de 1 h 6062# min"),                            // "de" of "%de" is no word to elide
        ("ru", "7 д.. 5Е, кв. д. 5Е"),                                // "д.." stays: "дом." would read as an abbreviation
        ("en", "St july 26 20L% 201212"),                             // a month after "St" is no name, whatever its case
        ("fr", "01,½303/0photos03/021½ 1"),                           // digits after a word's slash belong to the word
        ("ru", "201%-04-01T05:30"),                                   // what follows a word's colon is kept with it
        ("en", "Mr. V ,pah"),                                         // a title is no name before a regnal number
        ("fr", ", 7. @pu34.5:6 7. @pu34.5:6%"),                       // "6" of "5:6" is no day before "sept."
        ("en", "221B Baker221B Baker St St"),                         // a street type is no name for another
        ("fr", "le-20 juin 2e-20 juin 2027-1s e-251a"),               // a year joined to more digits is a code
        ("en", "GMT-6°F'0"),                                          // an offset ends its word
        ("fr", "wjor : 202+-06-1712T:01"),                            // a run with digits goes on through "T:01"
        ("fr", "21T.03.2  01"),                                       // "21T" of a code is no "4K"
        ("en", "GMT-6\u{00A0}s'-6\u{00A0}s':303-"),                     // a number after a word's apostrophe stays with it
        ("ru", "D3.5 и S2E5.1"),
        ("en", "2O at 9:39M."),                                       // "39M" glued by a colon is no "4K"
        ("fr", "1:5:5M\u{0}/1M\u{0}1\u{FFFD}s"),
        ("ru", "01-]1T:6"),                                           // nor "1T" before ":6"
        ("en", "mo1 Bof X1 Ne"),                                      // "X one" would read as a Roman numeral
        ("fr", "6666uis XIV5o?is XIis X2 m"),
        ("ru", "122,8/8817-при 318-40888888,5,T"),                     // "при" glued to a code is no preposition
        ("en", "Djo3-6,kovic :s 6-44, 3-7l 6-6"),                     // "3-7l" is no set score
        ("fr", " 88888x88 888x@1i-"),                                 // glued factors take no group separator
        ("ru", "l,.4N°5-7q,"),                                        // "4N°" is no "4K"
        ("ru", "Ме\0\u{10}дев ведёт 7-4, 3-6,V 7-5"),                    // "3-6,V" is no set score in a list
        ("ru", "VVVVVн VVVVV6VV2VVV"),                                // "VVVVVн" is no name before a regnal "V"
        ("en", "Henry V6VV2 and Louis X7Q9"),                         // a spelled code after a name would turn regnal
        ("en", "urs%X0 XX n 3680$-)X:0["),                            // digits glued to a placeholder's letter stay
        ("en", "1s/2/1s:0st°C)t1s/2:1s\u{FFFD}0st°C"),                 // "1s/2/1s" is a code, not "one second" and more
        ("fr", "[\07 juin 2027,51a-1\u{FFFD}homeA"),                  // "2027,51a" after a month is no year
        ("ru", "+7h\"c\u{FFFD}7-GMT+7h\"c\u{FFFD}7-GMT"),                     // "GMT+7h" after a hyphen stays whole
        ("fr", "r\u{FFFD}ne 6-4, 3-6.c\01\0i\0\u{FFFD} e 6-4, 3-6,c\0"),          // "3-6.c" is no set score in a list
        ("ru", "5'%A11\0f-^/"),                                         // a placeholder after an apostrophe keeps its digits
        ("en", "ads 3-4, 3-6s 6-4, 3-6, 7-68/º"),                     // "7-68/º" is no set score in a list
        ("fr", "lP. 2Porte B12,\u{FFFD}0\u{FFFD}Opt\0e 14P. 2Porte B12"),        // "14P." is no "4K": "P." is an abbreviation
        ("ru", "ardi\u{FFFD}Г. II\u{01}"),                              // "Г." -> "Город" is no name before a regnal number
        ("fr", "Tre05 min E8 00!000 ,0000111111.1111"),                // "E8" is no "T3": "E" alone is a compass point
        ("ru", "ото 10 x 15 с-5 660ST."),                              // "с-5": a unit glued to more digits is a code
        ("en", "01\u{FFFD}0s/2-0-C:1s\u{FFFD}cK"),                      // "0s/2-0-C" is a code after any left edge
        ("ru", "290с 1 д-4,6о 5 м"),                                   // "1 д-4": the number alone, whatever the letters are
        ("fr", "ZZZZ7 Mo> 00-\u{32B}1020-3 102II0=-/V"),                // "vingt-3" is no "PG-13" on a second pass
        ("ru", "Г.-5 и г.-7"),                                          // an abbreviation glued to digits is a code
        ("en", "C/4h 05 min.-0x faste 05 min.-k"),                     // "min.-0x" is a code after a duration too
        ("en", "51:59 p.-0:00 l\u{12}:3d2).1ike +181"),                 // an abbreviation glued to a time is no code
        ("fr", "H\u{FFFD}p.2\0p.2`p. 2/1,an\u{01}"),                       // "p. 2/1" is a page of pages, as "page 2/1"
        ("fr", "-5 8h90$1\u{FFFD}"),                                    // "90$1": a currency sign glued after digits is a code
        ("ru", "ауд. 2П\u{FFFD}#ишло 3\u{FFFD}.~9\u{FFFD}общения"),                // "ауд." is the label word "аудитория"
        ("ru", "до l\0\u{FFFD}100\0\0\03-6100 PLN-6 \u{FFFD}0"),               // "PLN-6" after a number is no "PG-13"
        ("en", "1-5 March 1-03.faste"),
        ("en", "15-~4P;"),                                                         // "~4P": "~" is read only before a number read
        ("fr", "Utiliser la ~4G s disponi%"),
        ("ru", "~2015-0Ξт-\u{FFFD}"),
        ("en", "2 34 +2 3A45 (11 3upon4 + +2 5(21 34 +2 3A4"),                      // "3upon4 + +2": no amount before the first sign
        ("ru", "~L 4, 3-, 3)2р-4, 3-, 3-6е z 3-6-4, 3-, 5-3,LL06"),                 // "3)2р-4": glued after a bracket, no range
        ("fr", "M.4&1\"dij ur v2.4&Mise eI~{e : ~2-0SBd,bd   bd di~~~rd da,bd   6de bd"),    // "~2" -> "environ 2", apart
        ("en", "5Order #3th 81derOrder % + #3th r #4th O% + #3=h 500 #4th"),        // "O% + #3": no amount before the sign
        ("fr", "1 \u{FFFD}00\u{FFFD}\u{FFFD}F0 000e"),                                   // "F0" is no amount; "000e" no ordinal
        ("fr", "2562  teas  :1\u{FFFD}Nº V1251 .mNºf=¤ci"),                      // "Nº V1251": a spelled lone "V" would turn Roman
        ("en", "Sh Dr.'h Dr.\u{FFFD}L\u{FFFD}"),                                  // "Drive'h Dr.": no name before the second "Dr."
        ("en", "\u{FFFD}2 S22EP. 1SU%15/"),                                // "S22EP.": a code ending in a letter before a period stays
        ("ru", "Ar' aus\u{FFFD}е\u{FFFD}руб.15 тыс.2 \u{FFFD}$$usКе\u{FFFD}руб. 5 тыс.32"),   // "руб.15": a currency glued before digits
        ("fr", "e 7\u{0B}#M5839N° 72porto`oe8392\u{FFFD}017\u{0B}#M58992\u{FFFD}017"),   // "M5839N°": a code followed by a glued symbol stays
        ("fr", "13/1 000QQ1Q"),                                                    // "treize/1 000QQ1Q": a grouped number stays with the word run
        ("fr", "km/1 000 et a,1 000 km"),
        ("en", "G12:30 MT1 M0--ISBNM:0 MT11:30 :-M (0\u{FFFD}:21"),                  // "G12:30 MT": a time glued to a word has no time zone
        ("fr", "I\u{FFFD}906-708\u{FFFD}u \u{FFFD}is5¦$1 u.5 + ,554"),                // "u.5 +": digits after a word's period are no amount
        ("ru", "В061ВС 7gؐ 3 · 61ВС 77'"),
        ("fr", "N° XI\u{01}\u{7F}p\u{FFFD}M. et Mme \u{FFFD}t MMn"),
        ("en", "$2020.00\u{12}%$20 5+55020.00$%zore.55550.5+555.GMT+1 5020.00$%zore.55550.5+55500%.0"),   // "555.GMT+1": a zone glued by a period is part of the run                  // "Numéro XI": the number sign's word is no name before a regnal number                                         // "ВС 7g": no weekday before a code kept as written
        ("ru", "≈:2t.3Ї:2\u{FFFD}ns\u{FFFD}/\"G "),                                  // "тонны.3Ї:2": a digit after a word's period is the run's digit
        ("fr", "T3\u{FFFD}:\u{FFFD}2+£,\u{FFFD}blee 1$/hab.\nc 80v\u{FFFD}nee lb 0О e 1 ?9"),           // "$/hab.": an abbreviation after the slash is no word kept after "par"
        ("en", "(2 2 is 11111111111111111111%g &g  t t %g g%i t  t t %g VV111VVVVV1V"),   // "%g V V one": a spelled letter after a placeholder is no unit
        ("ru", "\u{FFFD} ч\u{FFFD}: 6430/4100430/4100123456: 6430/41004.ĩ."),                 // "…56: 6430/41004": no score out of more than a thousand after a label
        ("fr", "#5   /3 march 0/\u{FFFD}3 mar      7j. 24h1"),                         // "mar sept jours": a weekday before a month needs the month's day after it
        ("fr", "000000000000000000013762x0000000000000000001 + 50 pg"),            // "un + cinquante": no "plus" between words
        ("en", "\t5+ + t90 oming: $6\t5+ + tipip"),                                  // "five plus + tipip"
        ("ru", "[1 newes!΀'иф 50-½ + newes!΀'иф 50-½ + аа e hkl"),                    // "одна вторая + аа"
        ("fr", "ISBsideN 1nH413 0 min.-at 8\u{0C}-2-07-036978-978-21 min-0I7.--at 1 min.`uthut`e"),   // "dix-huit-21 min": digits a hyphen joins to a word are no number before "min"
        ("en", "D onf 7 88:32 MT X \u{7F}88852:32 MT"),                                 // "88:32 MT": no zone after no time; "Time X" is no name
        ("en", "Meet at 8:30 PM MT X"),                                             // "Mountain Time X": an expansion's word is no name
        ("fr", "\u{1B} in+$ + +3/43/43 "),                                            // "$ + plus trois": a word written for a sign is no word after "+"
        ("ru", "C\u{03}o₽ + + -(-\u{03}o₽C\u{03}o₽ + & -)\u{FFFD} + + - + "),               // "₽ + и": the same for "&"
        ("en", "5‑10 july St 3"),                                                    // "July St": a month is no street name
        ("en", "y liv t. Elm St. IElo Ct. ItXI  X tSt. XI  X D"),                     // "St. IElo Ct.": an abbreviation's period ends no sentence
        ("fr", "N° client : 7K9"),                                                   // "n° client" is a code phrase, as "numéro client" is
        ("fr", "Code IENFENUE20NFE : Co-BIENFENUE20NFE : Co-"),        // "I E N F": a spelled "I" is no regnal number
        ("ru", "\u{FFFD}+7-912-*43¡\u{FFFD}-912-*43\u{FFFD}0-+7-0-440130-K3-6ȇ91244\u{FFFD}ȇ0-"),   // "+7" glued after a hyphen is no phone
        ("en", "/s DDDDDDD(.5)\r\rDDDDDDDD\r\rLevel\rDDDDDDDDD53D\r\tDDDDDDDDD"),     // "Level D" is a letter, not five hundred
        ("ru", "1 000 000л\u{FFFD}р00 000л\u{FFFD}%t@"),                    // "р00": a lowercase currency glued before digits is a code
        ("fr", "Réf. clien  t:441022930Z7"),                           // "Réf." opens a code label as "Référence" does
        ("en", "Wind 1ba \u{00B7} 700 sq 15\u{FFFD}\u{01}°C0h N000000W"),       // "C0h" is no measure before a compass point
        ("fr", " 421 e%001 UI3"),                                                     // "%001 UI trois": a unit before a digit's word is a code
        ("en", "Take %d IU3 daily"),                                                  // the same in English
        ("ru", "Принять %d ЕД3"),                                                     // and in Russian
        ("fr", "Jusq2~ no~u'à -4K50 % + ~4 if"),                                     // "+ environ quatre": the word written for "~" is no word after "+"
        ("en", "12/5-04TM-583/5,500/2010 92Level 12015-15-04TM-583/5,500/2010 9XP"),  // "TM-583/5,500/2010": a kept run goes on after its groups
        ("ru", "2\u{FFFD}о 0`/!Д 1АД 1\u{FFFD}2 в 651 21/81 мм рт. м "),              // "дом 1АД": letters that are an abbreviation stay glued
        ("en", "Gate 1ET 3"),                                                        // the same guard in English
        ("fr", "Porte 1MM 3"),                                                       // and in French
        ("ru", "в\u{FFFD}0\u{FFFD}24: вт,\u{FFFD} \u{FFFD} 2 \u{FFFD}2025 годах"),         // "24: вт": a label holds no number
        ("en", "x 24: Tue, y"),                                                      // the same in English
        ("fr", "x 24 : jeu., y"),                                                    // and in French
        ("en", ".6in.\\yin%e W%1 W W"),                                               // "%1 W west": a unit symbol before what a letter reads stays a letter
        ("fr", "%1 W O"),                                                            // the same in French
        ("fr", "ace 1e  VV1 siègComsnomat place 1 Ve  VV14C"),                       // "Ve VV14C": a Roman ordinal is no name before a code
        ("en", "Louis XIV V6VV2"),                                                   // a regnal number before a code
        ("ru", "Пётр I V6VV2"),                                                      // and in Russian
        ("en", "EUd&l X,10h NER5U55"),                                               // "10h N E R": a spelled letter is no compass point
        ("fr", "Vent 10 km/h NER5U55"),                                              // the same in French
        ("ru", "Ветер 5 м/с СЗР5У55"),                                               // and in Russian
        ("fr", "BÉq. 12 ¼ + 2024To4"),                                               // "¼ + 2024": a vulgar fraction is an amount before "+"
        ("en", "12 ¼ + 2024To4"),                                                    // the same in English
        ("ru", "12 ¼ + 2024To4"),                                                    // and in Russian
        ("ru", "Ко\u{FFFD}6я: вт, с \u{FFFD}\u{FFFD}6я: вт, с 14:01 до 16:00"),       // a label of words and numbers only, the same on both passes
        ("ru", "Итого 24: вт"),                                                      // "Итого двадцать четыре: вт" is as much a label
        ("en", "X 24: Tue"),                                                         // the same in English
        ("fr", "Total 24 : jeu."),                                                   // and in French
        ("ru", "3-е маS\u{FFFD}21 \u{FFFD}0\u{FFFD}vi А122ВС с70Fо"),                      // "ВС с70": a time word glued to digits introduces no time
        ("en", "$1Now #324-02-2H: 78a\u{FFFD}n d\u{FFFD}0/"),                             // "two H: 78": a one-letter label after a lowercase word is a letter
        ("fr", "Train\n\r X-180"),                                                    // "Train X-180": a lone regnal letter stays with its number
        ("en", "Train X-180"),                                                       // the same in English
        ("ru", "Поезд X-180"),                                                       // and in Russian
        ("fr", "\u{05}05606,1345676\u{FFFD}Mis jour : U53 + 6-17T215222"),            // "U cinquante-trois + 6": a number's word before "+" is no word
        ("en", "Code U53 + 6"),                                                      // the same in English
        ("ru", "Код U53 + 6"),                                                       // and in Russian
        ("en", "Room X2"),                                                           // "Room X two" would be regnal to a second pass: the code stays
        ("fr", "Salle X2"),                                                          // the same in French
        ("ru", "Зал X2"),                                                            // and in Russian
        ("en", "Svour\u{1B}4+ + 1/2cher\u{1B}4 + 1/2"),                               // "four plus + 1/2": a sign's word before "+" is no word
        ("fr", "4+ + 1/2"),                                                          // the same in French
        ("ru", "4+ + 1/2"),                                                          // and in Russian
        ("fr", "3ee:\u{FFFD}5* + 151ee:\u{FFFD}5* + 151 mm"),                           // "5* + 151": a star rating is an amount before "+"
        ("en", "4.5* + 12 reviews"),                                                 // the same in English
        ("ru", "20° + 5"),                                                           // a degree too, in Russian
        ("fr", "5 m² + 3"),                                                          // a unit ending in a mark, after a number
        ("en", "x² + 3"),                                                            // a square alone is no amount
        ("ru", "ау\u{FFFD}bд'5 + ,1"),                                                // ",1" after "+" is an amount, on the first pass too
        ("en", "5 + .5"),                                                            // the same in English
        ("fr", "x + ,5"),                                                            // and in French
        ("en", "\u{01}Ste 7AB\t1ate 7AB\t12323A34"),                                  // "Ste 7AB": a label's abbreviation without its period reads as the label
        ("ru", "Госномер А123ВС 77-67-d8"),                                          // "три ВС": letters after a number's word are no weekday
        ("fr", "Plaque AB-123-CD 12"),                                               // the same guard in French
        ("ru", "===мин. 23:::е: 5K2K3220 "),                                          // "мин. двадцать три": no adjective before a number's word
        ("en", "x Approx. 23"),                                                      // the same in English
        ("fr", "x env. 23"),                                                         // and in French
        ("en", "4P· Hnry VIII3"),                                                    // "VIII three" would be regnal to a second pass: the code stays
        ("fr", "Louis XIII3"),                                                       // the same in French
        ("ru", "Пётр XIII3"),                                                        // and in Russian
        ("en", "9 p.m. PT8"),                                                        // a zone glued to digits is a code: "PT eight" stays on a second pass
        ("fr", "21 h 30 HNE8"),                                                      // the same in French
        ("ru", "21:40 МСК8"),                                                        // and in Russian
        ("en", "(800) 550EUR/USD00) 9"),                                             // a code after "/" and a word stays: "euros/USD00" on a second pass
        ("fr", "550EUR/USD00"),                                                      // the same in French
        ("ru", "550EUR/USD00"),                                                      // and in Russian
        ("fr", "Exp. : 08/28j N°6 %"),                                              // "N°" after a measure is no wind direction ("nord°six" on a second pass)
        ("en", "Wind 10 km/h N°6 %"),                                                // the same in English
        ("ru", "Ветер 5 м/с С°6 %"),                                                 // and in Russian
        ("fr", "x ;%#e%8 h S2TTTTTTT2"),                                            // a letter before a number's word is no wind direction ("sud deux")
        ("en", "x 10 km/h N2TTT2"),                                                  // the same in English
        ("ru", "x 5 м/с С2ТТТ2"),                                                    // and in Russian
        ("ru", "14/2Rz\u{0B}I\u{0B} Ср.\u{0B}\u{0B}ул. ��ен"),                               // a street type after an expanded abbreviation's word stays ("Сравни ул.")
        ("en", "x Approx.\u{0B}St. ��"),                                                     // the same in English
        ("fr", "x Env.\u{0B}av. ��"),                                                        // and in French
        ("en", "y+ + & 4+ /21/uhS $ + $ 0+ + $ "),                                   // a lone currency sign before "+" is no amount ("$ + zero dollars")
        ("fr", "oD0:Tues 0 We€/hab. + o"),                                            // nor a rate after a lone sign ("€/habitant + o")
        ("ru", "x ₽ + ₽ 0+ + ₽ "),                                                    // and in Russian
        ("ru", "XX01I век"),                                                         // a code whose last letter is Roman stays before "век" ("I век" -> "первый век" on a second pass)
        ("en", "No. AB12I century"),                                                 // the same in English
        ("fr", "Code XX01I siècle"),                                                 // and in French
        ("ru", "Мин. +12 °C, мин. +12 °C"),                                          // an abbreviation before a sign's word a first pass wrote stays ("мин. плюс" is no adjective)
        ("en", "Min. +12 °C, min. +12 °C"),                                          // the same in English
        ("fr", "Min. +12 °C, min. +12 °C"),                                          // and in French
        ("ru", "2 с -8-58392039л"),                                                   // a unit after a number is no preposition before a range ("с" is seconds)
        ("en", "2 to -8-58392039l"),                                                  // the same shape in English
        ("fr", "2 à -8-58392039l"),                                                   // and in French
        ("en", " St S5 S ~ 00 "),                                                     // a model's letter after an abbreviation's word stays ("Saint S five" on a second pass)
        ("fr", " St S5 S ~ 00 "),                                                     // the same in French
        ("ru", "Dr S5"),                                                              // and in Russian
        ("en", "x 1 Oct. 1-18-ry, Oct. 1-18-20"),                                     // a day range with a third link is a code ("October 1-18-ry" on a second pass)
        ("fr", "x 1 oct. 1-18-ry, 5-12-ry juin"),                                     // the same in French
        ("ru", "1 окт. 1-18-ry, 5-12-ry июня"),                                       // and in Russian
        ("en", "1-1 PM-1 ba, 2-3 PM-1"),                                              // a meridiem glued to a number after a time stays ("PM-one" after "two-3" on a second pass)
        ("fr", "1-1 PM-1 ba, 2-3 PM-1"),                                              // the same in French
        ("ru", "1-1 PM-1 ba, 2-3 PM-1"),                                              // and in Russian
        ("fr", "D-33 + £ 2"),                                                         // "+" before a spaced currency sign and digits is said as before "£2" ("+ deux livres" on a second pass)
        ("en", "D-33 + £ 2"),                                                         // the same in English
        ("ru", "D-33 + ₽ 2"),                                                         // and in Russian
        ("en", "2 July 5,221Ҥ$ 5th July 0,221"),                                      // digits grouped by a comma after a month are no day ("July fifth,221" on a second pass)
        ("fr", "2 juillet 5,221 et juillet 5,221"),                                   // the same in French
        ("ru", "2 июля 5,221 и июль 5,221"),                                          // and in Russian
        ("en", "Open 9 a.m. - 5a.m.  St x, 5 PM St"),                                 // a meridiem is no street's name ("five AM  St" on a second pass)
        ("fr", "Ouvert 9 h - 5 PM  St x"),                                            // the same in French
        ("ru", "Открыто 9 - 5 PM  St x"),                                             // and in Russian
        ("ru", "x 25 дек. 2023-6Sou."),                                               // a year joined to more digits after a month is a code ("декабря 2023-6" on a second pass)
        ("en", "x Dec. 25 2023-6Sou."),                                               // the same in English
        ("fr", "x 25 déc. 2023-6Sou."),                                               // and in French
        ("fr", "4$ + S$ 4$ + $ L"),                                                   // "+" before a currency written with letters ("+ quatre dollars de Singapour" on a second pass)
        ("en", "4$ + S$ 4 and 2 + CHF 5"),                                            // the same in English
        ("ru", "4$ + S$ 4 и 2 + CHF 5"),                                              // and in Russian
        ("fr", "Réf. #5839N° fin"),                                                   // a code's glued letter ends it ("N°" is a sign a second pass reads)
        ("en", "Ref #5839No. end"),                                                   // the same in English
        ("ru", "Код 5839№ конец"),                                                    // and in Russian
        ("fr", "N° de dossier : 8392017C"),                                           // a code's glued capital after a sign and its label ("Numéro de dossier" on a second pass)
        ("en", "No. of file: 8392017C and #: 123A"),                                  // the same in English
        ("ru", "№ счётчика: 8392017В"),                                               // and in Russian
        ("en", "11 30 PM-2 tim"),                                                     // a meridiem is no "PG-13" word after a number's word either ("thirty PM-2" on a second pass)
        ("fr", "11 30 PM-2 tim"),                                                     // the same in French
        ("ru", "11 30 PM-2 tim"),                                                     // and in Russian
        ("ru", "Д 06Д. J и д. 5Д. Иван"),                                             // a house number's letter before a period that makes it an abbreviation stays glued ("Деревня J" on a second pass)
        ("fr", "bât. 5B. Jean"),                                                      // the same in French
        ("en", "Apt 5B. John"),                                                       // and in English
        ("ru", "#2P2 и № 5S0"),                                                       // digits, a letter and digits after a number sign are a code, not a number and its letter ("ноль квинтиллионов 2")
        ("fr", "i÷n° 5S0 et #2P2"),                                                   // the same in French
        ("en", "#2P2 and #1J2"),                                                      // and in English
        ("en", "#25 jul 2012 and #~35677"),                                           // "#" before what a first pass writes stays ("hashtag the twenty-fifth" on a second pass, when hashtags were said)
        ("fr", "#~35677 et #×5"),                                                     // the same in French
        ("ru", "#×5–2 и #~35677"),                                                    // and in Russian
        ("en", "\\ 0 #: N and 5 #: 12"),                                              // a number sign before a label's colon is no word after a number's word ("zero number: N" on a second pass)
        ("fr", "\\ 0 #: N et 5 #: 12"),                                               // the same in French
        ("ru", "\\ 0 #: N и 5 #: 12"),                                                // and in Russian
        ("en", "Mon'Dr. Dr.~is"),                                                     // a title's expansion after an apostrophe is no street's name ("Mon'Doctor Drive" on a second pass)
        ("fr", "L'Dr. Dr.~is"),                                                       // the same in French
        ("ru", "Mon'Dr. Dr.~is"),                                                     // and in Russian
        ("fr", "RDV1 � 12 h"),                                                        // capitals that are an abbreviation keep their glued digit ("rendez-vous un" on a second pass)
        ("en", "ASAP1 and FYI2"),                                                     // the same in English
        ("ru", "ТЦ1 и МКАД2"),                                                        // and in Russian
        ("en", "Age: 2y.-30s 6-i"),                                                   // a compact duration glued by a hyphen to more is part of it ("two years-thirty" on a second pass)
        ("fr", "Âge : 2 j.-30 s"),                                                    // the same in French
        ("ru", "Возраст: 2 г.-30 с"),                                                 // and in Russian
        ("en", "Continue via 2 M25"),                                                 // a label word is not looked for through a number ("via two M twenty-five" on a second pass)
        ("fr", "Porte vers 2 B7"),                                                    // the same in French
        ("ru", "Выход через 2 B7"),                                                   // and in Russian
        ("ru", "ауд.: 1Б"),                                                           // a label word's abbreviation before a colon is the label word ("аудитория: один Б" on a second pass)
        ("en", "Apt.: 3B"),                                                           // the same in English
        ("fr", "Bât.: 3B"),                                                           // and in French
        ("ru", "с пн пО пт"),                                                         // a weekday in full before "по" closes a range, as its abbreviation does ("по пятницам" on a second pass)
        ("en", "from Mon tO Fri"),                                                    // the same in English
        ("fr", "du lun. aU ven."),                                                    // and in French
        ("fr", "\rin. + = Me"),                                                        // "=" and "+" between spaces are words whatever stands around ("plus = Me" on a second pass)
        ("ru", "1 $ = Optio"),                                                        // the same in Russian
        ("en", "y#7+ and 5+ + t"),                                                    // and in English, "+" glued after a word's end stays
        ("en", "t 3/4/4 W-3"),                                                        // one capital, a hyphen and digits after a number stay (its unit: "4 W")
        ("fr", "4 W-3"),                                                              // the same in French
        ("ru", "4 W-3"),                                                              // and in Russian
        ("en", "12 )1 G-13"),                                                         // and after a number's words ("one G-13" on a second pass)
        ("fr", "91%I-90%"),                                                           // a number after a hyphen follows a word all in lowercase ("centI-90%" on a second pass)
        ("ru", "91%I-90%"),                                                           // the same in Russian
        ("en", "91%I-90%"),                                                           // and in English
        ("fr", "Code Nº F12=0"),                                                      // "=" glued between numbers only, not after a code's digits
        ("ru", "#RX48+21:"),                                                          // the same for "+" in Russian
        ("en", "#RX48+21:"),                                                          // and in English
        ("en", "Rug 2 × 3M"),                                                         // a glued scale is no phrase after a sign's word ("two times 3M")
        ("fr", "Rug 2 × 3M"),                                                         // the same in French
        ("ru", "Rug 2 × 3M"),                                                         // and in Russian ("умножить на")
        ("fr", "2s + m"),                                                             // a letter glued after digits is a unit, no variable: "+" is a word
        ("en", "2s + m"),                                                             // the same in English
        ("ru", "2s + m"),                                                             // and in Russian
        ("en", "Rated P&G1-3"),                                                       // "&" between capitals, but not before a code's digits
    ])
    func regressions(locale: String, input: String) {
        #expect(PropertyCheck.failure(of: input, locale: locale) == nil)
    }

    /// The generator covers what it claims: every piece kind appears in the generated strings.
    @Test func generatorMixesEveryKindOfPiece() {
        var generator = UIStringGenerator(seed: 1)
        let all = (0..<2_000).map { _ in generator.next() }.joined()
        let bytes = Array(all.utf8)
        for piece in ["\u{00A0}", "\u{202F}", "\u{200F}", "\u{00AD}", "\u{200D}", "\u{0301}", "%1$@", "%#@n@", "%%", "ы"] {
            let needle = Array(piece.utf8)
            let found = (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
            #expect(found, "\(piece.debugDescription) never generated")
        }
        var again = UIStringGenerator(seed: 1)
        #expect((0..<2_000).map { _ in again.next() }.joined() == all, "the generator must be deterministic")
    }

    /// Every specifier the printf grammar generates is found by the oracle alone in a sentence,
    /// and kept by the normalizer next to numbers, in every language.
    @Test(arguments: [("fr", "Il reste", "21 min"), ("en", "You have", "21 min"), ("ru", "Осталось", "21 мин")])
    func grammarPlaceholdersAreKept(locale: String, before: String, number: String) {
        for placeholder in PlaceholderOracle.generated(count: 400) {
            let input = "\(before) \(placeholder) \(number) (\(placeholder))"
            #expect(PlaceholderOracle.placeholders(in: input) == [placeholder, placeholder], "\(input)")
            let spoken = Speakable.normalize(input, locale: locale)
            #expect(PlaceholderOracle.placeholders(in: spoken) == [placeholder, placeholder], "\(input) -> \(spoken)")
        }
    }

    /// The checker itself catches what it must: a lost placeholder, changed outside text.
    @Test func placeholderScannerFindsPlaceholders() {
        #expect(PlaceholderOracle.placeholders(in: "Il reste %d min (%1$@, %lld, %%, %0, %#@n@) 100 % sûr") ==
                ["%d", "%1$@", "%lld", "%%", "%0", "%#@n@"])
        #expect(PlaceholderOracle.placeholders(in: "%.2f%-5s%02d") == ["%.2f", "%-5s", "%02d"])
    }
}

/// The three invariants for one input, with a message naming the input when one breaks.
enum PropertyCheck {
    static func failure(of input: String, locale: String) -> String? {
        let once = Speakable.normalize(input, locale: locale)
        if PlaceholderOracle.placeholders(in: once).sorted() != PlaceholderOracle.placeholders(in: input).sorted() {
            return "\(locale): placeholders changed: \(input.debugDescription) -> \(once.debugDescription)"
        }
        let twice = Speakable.normalize(once, locale: locale)
        if twice != once {
            return "\(locale): not idempotent: \(input.debugDescription) -> \(once.debugDescription) -> \(twice.debugDescription)"
        }
        // With language tagging off, SpeakableText speaks exactly what normalize does (with it on,
        // entities inside a foreign span are spoken in that span's language).
        if SpeakableText(input, locale: locale, tagging: .disabled).text != once {
            return "\(locale): SpeakableText differs from normalize: \(input.debugDescription)"
        }
        let spoken = SpeakableText(input, locale: locale)
        var source = input.startIndex, text = spoken.text.startIndex
        for span in spoken.spans {
            guard span.sourceRange.lowerBound >= source, span.range.lowerBound >= text else {
                return "\(locale): spans overlap or go backwards: \(input.debugDescription)"
            }
            if !input.unicodeScalars[source..<span.sourceRange.lowerBound]
                .elementsEqual(spoken.text.unicodeScalars[text..<span.range.lowerBound]) {
                return "\(locale): text outside entities changed: \(input.debugDescription) -> \(once.debugDescription)"
            }
            source = span.sourceRange.upperBound
            text = span.range.upperBound
        }
        if !input.unicodeScalars[source...].elementsEqual(spoken.text.unicodeScalars[text...]) {
            return "\(locale): text after the last entity changed: \(input.debugDescription) -> \(once.debugDescription)"
        }
        return nil
    }
}

/// Deterministic UI-like strings: numbers with separators, placeholders, Cyrillic and Latin words,
/// combining marks, emoji (ZWJ and keycap sequences), RTL marks, NBSP/NNBSP, soft hyphens.
struct UIStringGenerator {
    private var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    private mutating func random() -> UInt64 { generator.next() }

    private mutating func below(_ n: Int) -> Int { Int(random() % UInt64(n)) }
    private mutating func pick(_ items: [String]) -> String { items[below(items.count)] }

    static let separators = [".", ",", ":", "/", "-", " ", "\u{00A0}", "\u{202F}"]
    static let placeholders = ["%d", "%1$@", "%lld", "%%", "%0", "%#@n@", "%@", "%2$ld", "%.2f"]
    static let words = ["Il reste", "min", "km", "h", "€", "$", "₽", "%", "кг", "руб.", "мин", "с", "году",
                        "le", "à", "de", "the", "at", "page", "Louis", "XIV", "v", "n°", "№", "x", "°C", "AF"]
    static let cyrillic = ["ы", "Привет", "тыс.", "ёлка", "млн", "г.", "ч"]
    static let marks = ["\u{0301}", "\u{0308}", "\u{0327}"]
    static let emoji = ["👍", "👍🏽", "👨\u{200D}👩\u{200D}👧", "🏳️\u{200D}🌈", "1️⃣", "#️⃣", "🇫🇷"]
    static let format = ["\u{200F}", "\u{200E}", "\u{00AD}", "\u{2068}", "\u{2069}"]

    mutating func next() -> String {
        var text = ""
        for _ in 0..<(1 + below(12)) {
            switch below(10) {
            case 0, 1, 2:
                text += String(random() % [10, 100, 10_000, 10_000_000, UInt64.max][below(5)])
                if below(3) == 0 { text += pick(Self.separators) + String(below(1000)) }
            case 3: text += pick(Self.separators)
            case 4: text += pick(Self.placeholders)
            case 5: text += pick(Self.words)
            case 6: text += pick(Self.cyrillic)
            case 7: text += (below(2) == 0 ? pick(["e", "a", "и", "5"]) : "") + pick(Self.marks)
            case 8: text += pick(Self.emoji)
            default: text += pick(Self.format)
            }
            if below(2) == 0 { text += below(4) == 0 ? pick(Self.separators) : " " }
        }
        return text
    }
}

/// printf and string-table placeholders, scanned independently of the pipeline's own scanner:
/// `%d`, `%1$@`, `%lld`, `%.2f`, `%-5s`, `%%`, `%#@n@`, and the non-printf `%0`, `%1`.
