// Generated from Schema/navgraph.schema.json by GraphSchemaTests; edit the JSON, then run
// `NAVGRAPH_RECORD=1 swift test --filter GraphSchemaTests` to regenerate this file.

/// The JSON Schema (draft-07) of graph files: what `navgraph schema` prints and what editors
/// using the YAML language server read to complete and check `*.navgraph.yaml` files.
public enum GraphSchema {
    /// The schema's JSON text, identical to `Schema/navgraph.schema.json`.
    public static let json = #"""
        {
          "$schema": "http://json-schema.org/draft-07/schema#",
          "title": "NavGraph graph file",
          "description": "One *.navgraph.yaml file of an iOS navigation graph (NavGraph language, version 1). All the files given to one compiler run form one graph.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "version": {
              "description": "The language version. Required in at least one file of the graph; no file may name another version.",
              "enum": [
                1,
                "1"
              ]
            },
            "entry": {
              "description": "The screen or flow shown at launch. Required exactly once across the graph's files.",
              "type": "string",
              "minLength": 1
            },
            "types": {
              "description": "Types that contexts, feedbacks and record fields carry, by name.",
              "type": [
                "object",
                "null"
              ],
              "additionalProperties": {
                "$ref": "#/definitions/typeDeclaration"
              }
            },
            "screens": {
              "description": "Screens, by name: one FlowController each in the app.",
              "type": [
                "object",
                "null"
              ],
              "additionalProperties": {
                "$ref": "#/definitions/screen"
              }
            },
            "flows": {
              "description": "Flows, by name: navigation stacks, tab bars, switches and containers the app draws, holding screens and other flows. Screens and flows share one namespace.",
              "type": [
                "object",
                "null"
              ],
              "additionalProperties": {
                "$ref": "#/definitions/flow"
              }
            },
            "sharedRoutes": {
              "description": "Sets of shared routes, by name: routes declared once and offered by every screen that lists the set under its own 'sharedRoutes' (a status row shown on many screens). Each set generates one route enum (<Set>Route) and one contract (<Set>Routing) that the offering screens' contracts refine. A shared route pushes or presents.",
              "type": [
                "object",
                "null"
              ],
              "additionalProperties": {
                "description": "One set's routes, by route name.",
                "type": [
                  "object",
                  "null"
                ],
                "additionalProperties": {
                  "$ref": "#/definitions/route"
                }
              }
            },
            "links": {
              "description": "The URLs the graph's links answer: its custom URL schemes and the domains of its universal links. Other URLs open nothing. At most one file of the graph holds it.",
              "type": [
                "object",
                "null"
              ],
              "additionalProperties": false,
              "properties": {
                "schemes": {
                  "description": "Custom URL schemes, without '://' (shop for shop://items/42); not http or https.",
                  "type": [
                    "array",
                    "null"
                  ],
                  "items": {
                    "type": "string",
                    "pattern": "^[A-Za-z][A-Za-z0-9+.-]*$"
                  }
                },
                "domains": {
                  "description": "Domains whose https URLs are links (shop.example.com), without a scheme, path or port.",
                  "type": [
                    "array",
                    "null"
                  ],
                  "items": {
                    "type": "string"
                  }
                }
              }
            },
            "generate": {
              "description": "Generation options. At most one file of the graph holds them.",
              "type": [
                "object",
                "null"
              ],
              "additionalProperties": false,
              "properties": {
                "ui": {
                  "description": "uikit (default): FlowControllers are view controllers. swiftui: FlowControllers are main-actor objects providing SwiftUI views, and SwiftUI renders the navigation.",
                  "enum": [
                    "uikit",
                    "swiftui"
                  ]
                },
                "access": {
                  "description": "internal (default), or public: every generated declaration the app uses is public, so FlowControllers may live in other modules.",
                  "enum": [
                    "internal",
                    "public"
                  ]
                }
              }
            }
          },
          "definitions": {
            "typeExpression": {
              "description": "A type: String, Int, Int64, Double, Float, Bool, URL, UUID, Date, Data, a name declared under types:, T?, [T] or [K: V]. Unquoted [T] and [K: V] are YAML sequences, which are accepted too.",
              "anyOf": [
                {
                  "type": "string",
                  "minLength": 1
                },
                {
                  "type": "array",
                  "description": "[T] (an array) or [K: V] (a dictionary), written as a YAML sequence.",
                  "minItems": 1,
                  "maxItems": 1,
                  "items": {
                    "anyOf": [
                      {
                        "$ref": "#/definitions/typeExpression"
                      },
                      {
                        "$ref": "#/definitions/dictionaryPair"
                      }
                    ]
                  }
                }
              ]
            },
            "dictionaryPair": {
              "description": "K: V inside [ ], a dictionary from K (String, Int or UUID, or an alias of one) to V.",
              "type": "object",
              "minProperties": 1,
              "maxProperties": 1,
              "additionalProperties": {
                "$ref": "#/definitions/typeExpression"
              }
            },
            "typeDeclaration": {
              "description": "An alias (a type expression), a record (fields:), an enum (cases:) or an external type (external: true).",
              "anyOf": [
                {
                  "$ref": "#/definitions/typeExpression"
                },
                {
                  "$ref": "#/definitions/recordType"
                },
                {
                  "$ref": "#/definitions/enumType"
                },
                {
                  "$ref": "#/definitions/externalType"
                }
              ]
            },
            "recordType": {
              "description": "A record: becomes a struct (Hashable, Sendable, Codable).",
              "type": "object",
              "additionalProperties": false,
              "required": [
                "fields"
              ],
              "properties": {
                "fields": {
                  "description": "The record's fields, by name, each with its type.",
                  "type": [
                    "object",
                    "null"
                  ],
                  "additionalProperties": {
                    "$ref": "#/definitions/typeExpression"
                  }
                }
              }
            },
            "enumType": {
              "description": "An enum: becomes a String-backed Swift enum.",
              "type": "object",
              "additionalProperties": false,
              "required": [
                "cases"
              ],
              "properties": {
                "cases": {
                  "description": "The enum's cases: a name, or `name: Type` for a case that carries a value of that type (then the enum is not String-backed, and a link cannot bind it).",
                  "type": "array",
                  "items": {
                    "oneOf": [
                      {
                        "type": "string",
                        "minLength": 1
                      },
                      {
                        "type": "object",
                        "minProperties": 1,
                        "maxProperties": 1,
                        "additionalProperties": {
                          "$ref": "#/definitions/typeExpression"
                        }
                      }
                    ]
                  },
                  "minItems": 1
                }
              }
            },
            "externalType": {
              "description": "A type the app defines itself (it must be Hashable, and Sendable unless 'sendable: false', which the build checks at its line in the graph); the graph only names it.",
              "type": "object",
              "additionalProperties": false,
              "required": [
                "external"
              ],
              "properties": {
                "external": {
                  "description": "Always true.",
                  "const": true
                },
                "codable": {
                  "description": "Whether the app's type is Codable too (default false): then records and enums holding it are Codable, and a saved navigation state can hold it. The build checks it at this type's line.",
                  "type": "boolean"
                },
                "sendable": {
                  "description": "Whether the app's type is Sendable (default true). With false (a SwiftData model, a class of the app's own), generated code carries it in a NavGraphMainActorValue, made and read on the main actor; it cannot also be codable.",
                  "type": "boolean"
                }
              }
            },
            "screen": {
              "description": "A screen: one FlowController in the app. An empty body (nothing after the colon) declares a screen with no context, feedback or routes.",
              "type": [
                "object",
                "null"
              ],
              "additionalProperties": false,
              "properties": {
                "kind": {
                  "description": "What the screen shows: view (the default), a view the app draws; alert or confirmationDialog, a system dialog drawn from the buttons its FlowController describes, each handing back the screen's feedback. A dialog has no routes and is only presented, with no presentation options.",
                  "enum": [
                    "view",
                    "alert",
                    "confirmationDialog"
                  ]
                },
                "summary": {
                  "description": "Documentation, copied into doc comments.",
                  "type": [
                    "string",
                    "number",
                    "boolean"
                  ]
                },
                "context": {
                  "description": "The input this screen needs to be shown.",
                  "$ref": "#/definitions/typeExpression"
                },
                "feedback": {
                  "description": "The value this screen hands back when it finishes.",
                  "$ref": "#/definitions/typeExpression"
                },
                "routes": {
                  "description": "Where this screen can go, by route name (a case of the screen's route enum).",
                  "type": [
                    "object",
                    "null"
                  ],
                  "additionalProperties": {
                    "$ref": "#/definitions/route"
                  }
                },
                "sharedRoutes": {
                  "description": "The sets of shared routes (declared under the top-level 'sharedRoutes') this screen offers too; their routes join the screen's own, whose names they must not repeat.",
                  "type": "array",
                  "minItems": 1,
                  "items": {
                    "type": "string"
                  }
                },
                "links": {
                  "description": "The links that open this screen: path patterns such as \"/items/{id}\" or \"/search/{keyword}?category={category}\". Each {parameter} is a whole segment or query value and binds the screen's context (a scalar: one parameter; a record: fields by name).",
                  "type": [
                    "array",
                    "null"
                  ],
                  "items": {
                    "$ref": "#/definitions/link"
                  }
                },
                "formerly": {
                  "description": "The names this screen had before it was renamed: a saved navigation state naming one shows this screen, generated code keeps deprecated aliases of them, and navgraph diff follows the rename. Free names only: no screen or flow has one now.",
                  "$ref": "#/definitions/formerNames"
                }
              }
            },
            "route": {
              "description": "A way out of a screen.",
              "type": "object",
              "additionalProperties": false,
              "required": [
                "to",
                "style"
              ],
              "properties": {
                "to": {
                  "description": "The destination: a screen or a flow.",
                  "type": "string",
                  "minLength": 1
                },
                "style": {
                  "description": "push: onto the source's navigation stack; present: modally; replace: show the destination in the place of what the compiler finds from it (the child of the nearest switch flow, a stack started again from one of its roots, or the source on top of its stack); select: select a tab of the nearest tabs flow; unwind: close every screen above `to` (which must be below the source on every way it is shown) and show it again; open: open the destination where the graph places it, as a link to it would (switching, selecting, popping a stack to its root, then shown, pushed or presented); finish: end the sub-flow `to` the source is in (a stack flow that routes push), back to the screen below its root, handing `feedback` to the route that pushed it. A push of a stack flow pushes it as a sub-flow, whose screens join the source's stack.",
                  "enum": [
                    "push",
                    "present",
                    "replace",
                    "select",
                    "unwind",
                    "open",
                    "finish"
                  ]
                },
                "presentation": {
                  "description": "With present: how the destination is shown (default sheet).",
                  "enum": [
                    "sheet",
                    "fullScreen",
                    "pageSheet",
                    "formSheet",
                    "popover",
                    "overFullScreen",
                    "currentContext",
                    "overCurrentContext"
                  ]
                },
                "compact": {
                  "description": "With present: how the destination is shown instead where the width is compact (an iPhone, an iPad app in Slide Over): popover on an iPad, sheet on an iPhone.",
                  "enum": [
                    "sheet",
                    "fullScreen",
                    "pageSheet",
                    "formSheet",
                    "popover",
                    "overFullScreen",
                    "currentContext",
                    "overCurrentContext"
                  ]
                },
                "embed": {
                  "description": "With present: wrap the destination in a navigation stack.",
                  "enum": [
                    "stack"
                  ]
                },
                "context": {
                  "description": "The type this route hands over; must match the destination's context.",
                  "$ref": "#/definitions/typeExpression"
                },
                "feedback": {
                  "description": "The type this screen expects back; must match the destination's feedback. On an unwind route: the type it hands back to the route of `to` that opened the way to this screen. On a finish route: the type it hands back to the route that pushed the sub-flow; must fit the sub-flow's feedback.",
                  "$ref": "#/definitions/typeExpression"
                },
                "dismissible": {
                  "description": "With present: whether the user may close the presentation (swipe a sheet down, tap outside a popover); default true.",
                  "type": "boolean"
                },
                "detents": {
                  "description": "With a sheet or pageSheet presentation: the heights the sheet can rest at (default [large]), each listed once, in any order: medium, large, { height: points } or { fraction: 0 to 1 of the largest height }. With a height in points beside other detents, name initialDetent.",
                  "type": "array",
                  "minItems": 1,
                  "items": {
                    "$ref": "#/definitions/detent"
                  }
                },
                "initialDetent": {
                  "description": "With present as a sheet or page sheet: the detent the sheet opens at, one of its detents (default: the smallest; required where a height in points sits beside other detents, as which is smallest depends on the screen).",
                  "$ref": "#/definitions/detent"
                },
                "in": {
                  "description": "With open: the flow to open the destination in, where it can be shown in several (as a link's `in:`).",
                  "type": "string",
                  "minLength": 1
                },
                "formerly": {
                  "description": "The names this route had before it was renamed: a saved navigation state naming one reopens this route, the route enum keeps deprecated cases of them, and navgraph diff follows the rename. No route of the same screen or flow has one now.",
                  "$ref": "#/definitions/formerNames"
                }
              },
              "allOf": [
                {
                  "if": {
                    "properties": {
                      "style": {
                        "enum": [
                          "unwind",
                          "finish"
                        ]
                      }
                    },
                    "required": [
                      "style"
                    ]
                  },
                  "then": {
                    "propertyNames": {
                      "enum": [
                        "to",
                        "style",
                        "feedback",
                        "formerly"
                      ]
                    }
                  }
                },
                {
                  "if": {
                    "not": {
                      "properties": {
                        "style": {
                          "const": "open"
                        }
                      },
                      "required": [
                        "style"
                      ]
                    }
                  },
                  "then": {
                    "not": {
                      "required": [
                        "in"
                      ]
                    }
                  }
                }
              ]
            },
            "detent": {
              "description": "A height a sheet can rest at.",
              "oneOf": [
                {
                  "enum": [
                    "medium",
                    "large"
                  ]
                },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "required": [
                    "height"
                  ],
                  "properties": {
                    "height": {
                      "description": "Points, more than 0 and at most 10000; no more than the largest height a sheet has.",
                      "type": "number",
                      "exclusiveMinimum": 0,
                      "maximum": 10000
                    }
                  }
                },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "required": [
                    "fraction"
                  ],
                  "properties": {
                    "fraction": {
                      "description": "Of the largest height a sheet has: more than 0, at most 1.",
                      "type": "number",
                      "exclusiveMinimum": 0,
                      "maximum": 1
                    }
                  }
                }
              ]
            },
            "flow": {
              "description": "A container: a navigation stack, a tab bar, a switch that shows one child at a time, a navigation stack shown in columns (a split view), or children shown at once in a view the app draws.",
              "type": "object",
              "required": [
                "kind"
              ],
              "properties": {
                "kind": {
                  "description": "stack: a navigation stack (root:); tabs: a tab bar (children:); switch: one child at a time (children:, initial:); split: a navigation stack shown in two or three columns where the width allows (columns:); container: children shown at once in the app's own view (children:).",
                  "enum": [
                    "stack",
                    "tabs",
                    "switch",
                    "split",
                    "container"
                  ]
                },
                "summary": {
                  "description": "Documentation, copied into doc comments.",
                  "type": [
                    "string",
                    "number",
                    "boolean"
                  ]
                },
                "root": {
                  "description": "For a stack: the screen or flow at the bottom of the stack; or a list of the roots the app chooses among each time the stack starts (its contract's firstRoot()).",
                  "oneOf": [
                    {
                      "type": "string",
                      "minLength": 1
                    },
                    {
                      "type": "array",
                      "minItems": 1,
                      "items": {
                        "type": "string",
                        "minLength": 1
                      }
                    }
                  ]
                },
                "children": {
                  "description": "The tabs, the switch's children, or the container's children: screens or flows.",
                  "type": "array",
                  "minItems": 1,
                  "items": {
                    "type": "string",
                    "minLength": 1
                  }
                },
                "columns": {
                  "description": "For a split flow: its two columns (sidebar, detail) or three (sidebar, content, detail), each a screen or a list of the screens it may show. The first is one screen, the root of the split's stack; a screen of a later column starts that column when an earlier column pushes it.",
                  "type": "array",
                  "minItems": 2,
                  "maxItems": 3,
                  "items": [
                    {
                      "type": "string",
                      "minLength": 1
                    }
                  ],
                  "additionalItems": {
                    "oneOf": [
                      {
                        "type": "string",
                        "minLength": 1
                      },
                      {
                        "type": "array",
                        "minItems": 1,
                        "items": {
                          "type": "string",
                          "minLength": 1
                        }
                      }
                    ]
                  }
                },
                "initial": {
                  "description": "The switch's child shown first (default: the first child).",
                  "type": "string",
                  "minLength": 1
                },
                "context": {
                  "description": "For a stack flow a route pushes as a sub-flow: the type that route hands over; the flow's FlowController receives it in start(context:).",
                  "$ref": "#/definitions/typeExpression"
                },
                "feedback": {
                  "description": "For a stack flow a route pushes as a sub-flow: the type its finish routes hand back to the route that pushed it.",
                  "$ref": "#/definitions/typeExpression"
                },
                "hideable": {
                  "description": "For a tabs flow: the tabs the app may hide at run time (shown only to someone logged in, say); the contract asks `isShown(_:)` of each. One tab at least stays out of the list.",
                  "type": "array",
                  "minItems": 1,
                  "uniqueItems": true,
                  "items": {
                    "type": "string",
                    "minLength": 1
                  }
                },
                "routes": {
                  "description": "Routes the flow performs itself, whichever of its screens shows (a compose button beside the tab bar, a sheet a session presents): each presents over the flow. Its contract makes their destinations.",
                  "type": [
                    "object",
                    "null"
                  ],
                  "additionalProperties": {
                    "allOf": [
                      {
                        "$ref": "#/definitions/route"
                      },
                      {
                        "properties": {
                          "style": {
                            "const": "present"
                          }
                        }
                      }
                    ]
                  }
                },
                "formerly": {
                  "description": "The names this flow had before it was renamed: a saved navigation state naming one shows this flow, generated code keeps deprecated aliases of them, and navgraph diff follows the rename. Free names only: no screen or flow has one now.",
                  "$ref": "#/definitions/formerNames"
                }
              },
              "allOf": [
                {
                  "if": {
                    "properties": {
                      "kind": {
                        "const": "stack"
                      }
                    },
                    "required": [
                      "kind"
                    ]
                  },
                  "then": {
                    "required": [
                      "root"
                    ],
                    "propertyNames": {
                      "enum": [
                        "kind",
                        "summary",
                        "root",
                        "context",
                        "feedback",
                        "routes",
                        "formerly"
                      ]
                    }
                  }
                },
                {
                  "if": {
                    "properties": {
                      "kind": {
                        "const": "tabs"
                      }
                    },
                    "required": [
                      "kind"
                    ]
                  },
                  "then": {
                    "required": [
                      "children"
                    ],
                    "propertyNames": {
                      "enum": [
                        "kind",
                        "summary",
                        "children",
                        "hideable",
                        "routes",
                        "formerly"
                      ]
                    }
                  }
                },
                {
                  "if": {
                    "properties": {
                      "kind": {
                        "const": "switch"
                      }
                    },
                    "required": [
                      "kind"
                    ]
                  },
                  "then": {
                    "required": [
                      "children"
                    ],
                    "propertyNames": {
                      "enum": [
                        "kind",
                        "summary",
                        "children",
                        "initial",
                        "routes",
                        "formerly"
                      ]
                    }
                  }
                },
                {
                  "if": {
                    "properties": {
                      "kind": {
                        "const": "split"
                      }
                    },
                    "required": [
                      "kind"
                    ]
                  },
                  "then": {
                    "required": [
                      "columns"
                    ],
                    "propertyNames": {
                      "enum": [
                        "kind",
                        "summary",
                        "columns",
                        "routes",
                        "formerly"
                      ]
                    }
                  }
                },
                {
                  "if": {
                    "properties": {
                      "kind": {
                        "const": "container"
                      }
                    },
                    "required": [
                      "kind"
                    ]
                  },
                  "then": {
                    "required": [
                      "children"
                    ],
                    "propertyNames": {
                      "enum": [
                        "kind",
                        "summary",
                        "children",
                        "routes",
                        "formerly"
                      ]
                    }
                  }
                }
              ],
              "propertyNames": {
                "enum": [
                  "kind",
                  "summary",
                  "root",
                  "children",
                  "columns",
                  "initial",
                  "context",
                  "feedback",
                  "hideable",
                  "routes",
                  "formerly"
                ]
              }
            },
            "link": {
              "description": "A link: a path pattern, or a mapping with the pattern (or, for a whole URL of one custom scheme, the parameter it binds) and the flow to show the screen in.",
              "anyOf": [
                {
                  "$ref": "#/definitions/linkPattern"
                },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "required": [
                    "path"
                  ],
                  "properties": {
                    "path": {
                      "$ref": "#/definitions/linkPattern"
                    },
                    "in": {
                      "description": "The flow the screen is shown in, when it can be pushed in several stack flows.",
                      "type": "string",
                      "minLength": 1
                    },
                    "case": {
                      "description": "For a screen whose context is an enum: the case the link opens it with; the parameters bind what that case carries.",
                      "type": "string",
                      "minLength": 1
                    },
                    "scheme": {
                      "description": "One of the graph's declared custom schemes: the link answers only URLs of that scheme, before the links of every scheme.",
                      "type": "string",
                      "minLength": 1
                    },
                    "domain": {
                      "description": "One of the graph's declared associated domains: the link answers only https URLs of that domain, before the links of every domain; it is in that domain's apple-app-site-association file only. Not with scheme.",
                      "type": "string",
                      "minLength": 1
                    },
                    "or": {
                      "$ref": "#/definitions/linkAlternatives"
                    },
                    "through": {
                      "$ref": "#/definitions/linkChain"
                    },
                    "formerly": {
                      "description": "The paths this link answered before (published URLs, QR codes): each is matched as a link of its own that opens this screen as this link does, and is in the apple-app-site-association file; navgraph diff reports their URLs as redirected rather than removed.",
                      "oneOf": [
                        {
                          "$ref": "#/definitions/linkPattern"
                        },
                        {
                          "type": "array",
                          "minItems": 1,
                          "items": {
                            "$ref": "#/definitions/linkPattern"
                          }
                        }
                      ]
                    }
                  },
                  "not": {
                    "required": [
                      "scheme",
                      "domain"
                    ]
                  }
                },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "required": [
                    "url",
                    "scheme"
                  ],
                  "properties": {
                    "url": {
                      "description": "The parameter the whole URL of the link's scheme binds, as text (a String context or field): feed:https://example.com/rss handed to 'add feed'. Tried after the scheme's path links.",
                      "type": "string",
                      "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"
                    },
                    "in": {
                      "description": "The flow the screen is shown in, when it can be pushed in several stack flows.",
                      "type": "string",
                      "minLength": 1
                    },
                    "case": {
                      "description": "For a screen whose context is an enum: the case the link opens it with; the parameters bind what that case carries.",
                      "type": "string",
                      "minLength": 1
                    },
                    "scheme": {
                      "description": "One of the graph's declared custom schemes: the link answers only URLs of that scheme, before the links of every scheme.",
                      "type": "string",
                      "minLength": 1
                    },
                    "or": {
                      "$ref": "#/definitions/linkAlternatives"
                    },
                    "through": {
                      "$ref": "#/definitions/linkChain"
                    }
                  }
                }
              ]
            },
            "linkAlternatives": {
              "description": "Other screens the link may open instead of its own, as the app chooses when a URL opens it (the entry's linkTargetFor<Screen>): each takes the link's context or none, and has a link of its own.",
              "type": "array",
              "minItems": 1,
              "uniqueItems": true,
              "items": {
                "type": "string",
                "minLength": 1
              }
            },
            "linkChain": {
              "description": "The screens the link shows before its own, in order (the timeline, then the article): the first where its own first link opens it, each next one by the one push route of the screen before it. {Screen.name} parameters bind each one's context; a screen whose context is an enum is given with the case it opens with, as { screen, case }. Not with in or or.",
              "type": "array",
              "minItems": 1,
              "items": {
                "oneOf": [
                  {
                    "type": "string",
                    "minLength": 1
                  },
                  {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                      "screen",
                      "case"
                    ],
                    "properties": {
                      "screen": {
                        "type": "string",
                        "minLength": 1
                      },
                      "case": {
                        "description": "The case of the screen's enum context it opens with; its {Screen.name} parameters bind what the case carries.",
                        "type": "string",
                        "minLength": 1
                      }
                    }
                  }
                ]
              },
              "uniqueItems": true
            },
            "linkPattern": {
              "description": "A path pattern: starts with /, no empty segments, {parameter} as a whole segment, {parameter*} as the last one for the rest of the path, {} for a part read and ignored, {Screen.name} for the context of a screen of the link's through, optionally ?name={parameter}&... query items.",
              "type": "string",
              "pattern": "^/[^\\s#]*$"
            },
            "formerNames": {
              "description": "A name, or a list of one or more names, a declaration had before it was renamed.",
              "oneOf": [
                {
                  "type": "string",
                  "minLength": 1
                },
                {
                  "type": "array",
                  "minItems": 1,
                  "items": {
                    "type": "string",
                    "minLength": 1
                  }
                }
              ]
            }
          }
        }

        """#
}
